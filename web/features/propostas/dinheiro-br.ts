// pt-BR money as typed in the forms ('R$ 1.234,56', '1234,56') → integer cents, for the live totals. The zod
// schema parses the same text on submit; this copy keeps zod out of the bundle until the first validation.
export function textoParaCentavos(texto: string): number | null {
  const t = texto.trim().replace(/^R\$\s*/, '');
  if (!/^\d{1,3}(\.\d{3})+(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t.replace(/\./g, '').replace(',', '.')) * 100);
}

/** Cents → the text a money field shows ('1.234,56'). */
export function centavosParaTexto(centavos: number): string {
  return (centavos / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
