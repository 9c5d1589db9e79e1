// Text files imported by the Worker are text modules (wrangler's default rule for *.txt): the file's contents.
declare module '*.txt' {
  const text: string;
  export default text;
}
