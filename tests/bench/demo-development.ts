// The development the page benchmarks open.
/**
 * A development of the demo, with its photos: the page as a visitor sees it, whatever other benchmarks added to the
 * public list (the newest development may be one of theirs, without photos).
 */
export async function demoDevelopmentId(base: string) {
  const list = (await (await fetch(`${base}/api/oportunidades?limit=48`)).json()) as {
    items: { id: string; thumb_url: string | null }[];
  };
  const id = list.items.find((i) => i.thumb_url?.startsWith('/media/imoveis/'))?.id;
  if (!id) throw new Error('Nenhum empreendimento com fotos no banco: rode o seed antes.');
  return id;
}
