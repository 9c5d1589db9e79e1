// The development the page benchmarks open.
import { answerOf } from '../helpers/contract.ts';

/**
 * A development of the demo, with its photos: the page as a visitor sees it, whatever other benchmarks added to the
 * public list (the newest development may be one of theirs, without photos).
 */
export async function demoDevelopmentId(base: string) {
  const list = await answerOf(await fetch(`${base}/api/oportunidades?limit=48`), 'GET', '/api/oportunidades');
  const id = list.items.find((i) => i.thumb_url?.startsWith('/media/imoveis/'))?.id;
  if (!id) throw new Error('Nenhum empreendimento com fotos no banco: rode o seed antes.');
  return id;
}
