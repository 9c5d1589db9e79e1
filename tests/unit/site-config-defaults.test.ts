import { describe, expect, it } from 'vitest';
import { comPadroes } from '../../worker/domain/site-config.ts';
import { CONFIGURACOES_PADRAO } from '../../worker/schemas/site-configuracoes.ts';
import { SEO_PADRAO } from '../../worker/schemas/site-conteudo.ts';

// A settings row of an older shape (an older seed wrote { titulo, descricao } under 'seo') once made every
// server-rendered development page answer 500.
describe('site settings over their defaults', () => {
  it('fills what an old or partial row lacks', () => {
    const seo = comPadroes({ titulo: 'Antigo', descricao: 'Forma antiga' }, SEO_PADRAO);
    expect(seo.padrao.titulo).toBe(SEO_PADRAO.padrao.titulo);
    expect(seo.paginas.oportunidades).toEqual(SEO_PADRAO.paginas.oportunidades);

    const parcial = comPadroes({ padrao: { titulo: 'Novo título' } }, SEO_PADRAO);
    expect(parcial.padrao).toEqual({ titulo: 'Novo título', descricao: SEO_PADRAO.padrao.descricao });
  });

  it('keeps what was saved and ignores values of the wrong type', () => {
    const cfg = comPadroes({ email_suporte: 'ajuda@x.com.br', horario: 42 }, CONFIGURACOES_PADRAO);
    expect(cfg.email_suporte).toBe('ajuda@x.com.br');
    expect(cfg.horario).toBe(CONFIGURACOES_PADRAO.horario);
    expect(comPadroes(null, CONFIGURACOES_PADRAO)).toBe(CONFIGURACOES_PADRAO);
    expect(comPadroes([{ pergunta: 'P', resposta: 'R' }], [] as unknown[])).toEqual([{ pergunta: 'P', resposta: 'R' }]);
  });
});
