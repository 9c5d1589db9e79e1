// An optional field left blank: a form sends '' (or spaces) where the API means "none". Used in z.preprocess so the
// form and the endpoint read a blank the same way.
export const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v;
