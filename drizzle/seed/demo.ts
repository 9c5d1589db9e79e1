// The demo data of `npm start`'s first run and `npm run seed`: accounts for every role, developers, brokers,
// 64 developments with generated pictures in R2, and a little activity (captures, favourites, contracts,
// notifications, a conversation). Idempotent; the rows go in one transaction, so a failure leaves nothing half-made.
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../worker/lib/password.ts';
import type { createNodePool } from '../local/node-pool.ts';
import {
  captacoes,
  construtoras,
  contratosCaptacao,
  contratosHistorico,
  conversas,
  corretores,
  favoritos,
  imobiliariaMembros,
  imobiliarias,
  imoveis,
  mensagensChat,
  mensagensContato,
  notificacoes,
  preferenciasCorretores,
  users,
} from '../schema.ts';
import { ADMIN_EMAIL, CONSTRUTORAS, CORRETORES, DEMO_PASSWORDS, IMOBILIARIA, cnpj } from './accounts.ts';
import { type Bucket, mapLimit, putJpeg, renderImages } from './images.ts';
import { planImoveis } from './imoveis-plan.ts';

type Db = ReturnType<typeof createNodePool>['db'];

export async function seedDemo(
  db: Db,
  bucket: Bucket,
): Promise<{ created: boolean; imoveis: number; imageBytes: number }> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN_EMAIL));
  if (existing) return { created: false, imoveis: 0, imageBytes: 0 };

  const plans = planImoveis();
  let imageBytes = 0;
  // Objects first: R2 puts are idempotent by key, so a retry after a failed transaction is harmless.
  const media = await mapLimit(plans, 3, async (plan) => {
    const images = await renderImages(plan.seed, plan.style, plan.imageCount);
    const prefix = `imoveis/${plan.id}`;
    await Promise.all(images.full.map((bytes, n) => putJpeg(bucket, `${prefix}/${n + 1}.jpg`, bytes)));
    await putJpeg(bucket, `${prefix}/1.thumb.jpg`, images.thumb);
    imageBytes += images.full.reduce((s, b) => s + b.length, images.thumb.length);
    return {
      imagensUrls: images.full.map((_, n) => `/media/${prefix}/${n + 1}.jpg`),
      thumbUrl: `/media/${prefix}/1.thumb.jpg`,
    };
  });

  const [adminHash, construtoraHash, corretorHash, outrosHash, imobiliariaHash] = await Promise.all([
    hashPassword(DEMO_PASSWORDS.admin),
    hashPassword(DEMO_PASSWORDS.construtora),
    hashPassword(DEMO_PASSWORDS.corretor),
    hashPassword(DEMO_PASSWORDS.outros),
    hashPassword(DEMO_PASSWORDS.imobiliaria),
  ]);

  // The demo accounts sign in straight away: their addresses count as confirmed.
  const confirmed = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({ email: ADMIN_EMAIL, passwordHash: adminHash!, userType: 'admin', emailConfirmadoEm: confirmed });

    const construtoraUsers = await tx
      .insert(users)
      .values(
        CONSTRUTORAS.map((c) => ({
          email: c.email,
          passwordHash: c.demo ? construtoraHash! : outrosHash!,
          userType: 'construtora',
          emailConfirmadoEm: confirmed,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const construtoraRows = await tx
      .insert(construtoras)
      .values(
        CONSTRUTORAS.map((c, i) => ({
          userId: construtoraUsers[i]!.id,
          nome: c.nome,
          telefone: c.telefone,
          cnpj: cnpj(c.cnpjBase),
          email: c.email,
        })),
      )
      .returning({ id: construtoras.id, userId: construtoras.userId });

    const corretorUsers = await tx
      .insert(users)
      .values(
        CORRETORES.map((c) => ({
          email: c.email,
          passwordHash: c.demo ? corretorHash! : outrosHash!,
          userType: 'corretor',
          emailConfirmadoEm: confirmed,
        })),
      )
      .returning({ id: users.id });
    const corretorRows = await tx
      .insert(corretores)
      .values(
        CORRETORES.map((c, i) => ({
          userId: corretorUsers[i]!.id,
          nome: c.nome,
          email: c.email,
          telefone: c.telefone,
          creci: c.creci,
        })),
      )
      .returning({ id: corretores.id, userId: corretores.userId });

    await tx.insert(imoveis).values(
      plans.map((plan, i) => ({
        id: plan.id,
        construtoraId: construtoraRows[plan.construtoraIndex]!.id,
        ...plan.values,
        ...media[i]!,
        updatedAt: plan.values.createdAt,
      })),
    );

    const demoCorretor = corretorRows[0]!;
    const demoConstrutora = construtoraRows[0]!;
    const active = plans.filter((p) => p.values.ativo);
    // The demo construtora has a contract to fill, one to approve and an active one; the rejected one is another
    // developer's, so each demo account has something to do in every tab.
    const ofDemo = active.filter((p) => p.construtoraIndex === 0);
    const captured = [...ofDemo.slice(0, 3), active.find((p) => p.construtoraIndex !== 0)!];
    const capturas = await tx
      .insert(captacoes)
      .values(captured.map((p) => ({ corretorId: demoCorretor.id, imovelId: p.id })))
      .returning({ id: captacoes.id, imovelId: captacoes.imovelId });
    const contractStatus = ['Pendente Preenchimento Corretor', 'Pendente Aprovação Construtora', 'Ativo', 'Rejeitado'];
    const rejeicao = 'Comissão acima da tabela desta fase: proponha até 4%.';
    // The way each contract reached its status: sent by the broker, then approved or rejected.
    // See docs/regras.md#contratos.
    const caminhos: [string, string, 'corretor' | 'construtora', string | null][][] = [
      [],
      [['Pendente Preenchimento Corretor', 'Pendente Aprovação Construtora', 'corretor', null]],
      [
        ['Pendente Preenchimento Corretor', 'Pendente Aprovação Construtora', 'corretor', null],
        ['Pendente Aprovação Construtora', 'Ativo', 'construtora', null],
      ],
      [
        ['Pendente Preenchimento Corretor', 'Pendente Aprovação Construtora', 'corretor', null],
        ['Pendente Aprovação Construtora', 'Rejeitado', 'construtora', rejeicao],
      ],
    ];
    const contratos = await tx
      .insert(contratosCaptacao)
      .values(
        capturas.map((c, i) => {
          const plan = captured[i]!;
          const filled = i > 0;
          return {
            captacaoId: c.id,
            imovelId: c.imovelId,
            corretorId: demoCorretor.id,
            construtoraId: construtoraRows[plan.construtoraIndex]!.id,
            comissaoPercentAcordada: plan.values.comissaoPercent,
            statusContrato: contractStatus[i]!,
            termosContrato: filled
              ? 'Captação com exclusividade por 180 dias, divulgação em portais e plantão aos fins de semana.'
              : null,
            dataInicioValidade: filled ? '2026-11-01' : null,
            dataFimValidade: filled ? '2027-04-30' : null,
            observacoesConstrutora: contractStatus[i] === 'Rejeitado' ? rejeicao : null,
            versao: caminhos[i]!.length + 1,
          };
        }),
      )
      .returning({ id: contratosCaptacao.id });
    await tx.insert(contratosHistorico).values(
      contratos.flatMap((k, i) =>
        caminhos[i]!.map(([de, para, quem, observacao], passo) => ({
          contratoId: k.id,
          userId: quem === 'corretor' ? demoCorretor.userId : construtoraRows[captured[i]!.construtoraIndex]!.userId,
          de,
          para,
          observacao,
          createdAt: new Date(Date.UTC(2026, 10, 2 + passo * 3, 14)),
        })),
      ),
    );
    // Other brokers' interest in the demo construtora's developments, each with its draft.
    const outras = await tx
      .insert(captacoes)
      .values(
        corretorRows.slice(1, 4).map((k, i) => ({
          corretorId: k.id,
          imovelId: ofDemo[i % ofDemo.length]!.id,
          dataCaptacao: new Date(Date.now() - (i + 1) * 26 * 3_600_000),
        })),
      )
      .returning({ id: captacoes.id, imovelId: captacoes.imovelId, corretorId: captacoes.corretorId });
    await tx.insert(contratosCaptacao).values(
      outras.map((c) => ({
        captacaoId: c.id,
        imovelId: c.imovelId,
        corretorId: c.corretorId,
        construtoraId: demoConstrutora.id,
        statusContrato: 'Pendente Preenchimento Corretor',
      })),
    );
    // The demo agency: a manager and a broker of their team, and an Ativo contract with the demo construtora under
    // which both reserve and propose (docs/regras.md#imobiliárias).
    const [agenciaUser] = await tx
      .insert(users)
      .values({
        email: IMOBILIARIA.email,
        passwordHash: imobiliariaHash!,
        userType: 'imobiliaria',
        emailConfirmadoEm: confirmed,
      })
      .returning({ id: users.id });
    const [agencia] = await tx
      .insert(imobiliarias)
      .values({
        userId: agenciaUser!.id,
        nome: IMOBILIARIA.nome,
        cnpj: cnpj(IMOBILIARIA.cnpjBase).replace(/\D/g, ''),
        creciJuridico: IMOBILIARIA.creciJuridico,
        telefone: IMOBILIARIA.telefone,
        email: IMOBILIARIA.email,
      })
      .returning({ id: imobiliarias.id });
    const [gerente] = await tx
      .insert(imobiliariaMembros)
      .values({ imobiliariaId: agencia!.id, corretorId: corretorRows[1]!.id, papel: 'Gerente' })
      .returning({ id: imobiliariaMembros.id });
    await tx
      .insert(imobiliariaMembros)
      .values({ imobiliariaId: agencia!.id, corretorId: corretorRows[2]!.id, gerenteId: gerente!.id });
    const daAgencia = ofDemo[3] ?? ofDemo[0]!;
    const [captacaoAgencia] = await tx
      .insert(captacoes)
      .values({ imobiliariaId: agencia!.id, imovelId: daAgencia.id })
      .returning({ id: captacoes.id });
    await tx.insert(contratosCaptacao).values({
      captacaoId: captacaoAgencia!.id,
      imovelId: daAgencia.id,
      imobiliariaId: agencia!.id,
      construtoraId: demoConstrutora.id,
      comissaoPercentAcordada: daAgencia.values.comissaoPercent,
      statusContrato: 'Ativo',
      termosContrato: 'Contrato da equipe: todos os corretores da imobiliária reservam e propõem neste empreendimento.',
      dataInicioValidade: '2026-11-01',
      dataFimValidade: '2027-10-31',
      limiteReservas: 5,
    });
    await tx
      .insert(favoritos)
      .values(
        active.slice(3, 7).map((p) => ({ corretorId: demoCorretor.id, imovelId: p.id, userId: demoCorretor.userId })),
      );
    await tx.insert(notificacoes).values([
      ...active.slice(7, 9).map((p) => ({
        userId: demoCorretor.userId,
        tipo: 'novo_imovel',
        mensagem: `Novo lançamento perto de você: ${p.values.nome}.`,
        imovelId: p.id,
        linkAcao: `/oportunidades/${p.id}`,
      })),
      ...capturas.map((c, i) => ({
        userId: construtoraRows[captured[i]!.construtoraIndex]!.userId,
        tipo: 'nova_captacao',
        mensagem: `${CORRETORES[0]!.nome} demonstrou interesse em ${captured[i]!.values.nome}.`,
        imovelId: c.imovelId,
        linkAcao: '/dashboard?tab=captacoes-recebidas',
      })),
    ]);
    await tx.insert(preferenciasCorretores).values({
      corretorId: demoCorretor.id,
      raioKm: 10,
      latitude: -23.5613,
      longitude: -46.6565,
      tiposImoveis: ['Apartamento', 'Studio'],
      faixaPrecoMin: 300000,
      faixaPrecoMax: 1200000,
    });

    const ownPlan = active.find((p) => p.construtoraIndex === 0)!;
    const [conversa] = await tx
      .insert(conversas)
      .values({ imovelId: ownPlan.id, construtoraId: demoConstrutora.id, corretorId: demoCorretor.id })
      .returning({ id: conversas.id });
    const corretorUser = demoCorretor.userId;
    const construtoraUser = demoConstrutora.userId;
    const chat: [string, string, string][] = [
      [
        corretorUser,
        construtoraUser,
        `Olá! Tenho clientes interessados no ${ownPlan.values.nome}. Ainda há unidades de 3 quartos?`,
      ],
      [construtoraUser, corretorUser, 'Olá, Ana! Temos sim, nos andares 8 a 12. Posso enviar a tabela atualizada.'],
      [corretorUser, construtoraUser, 'Perfeito, por favor. Vocês aceitam permuta?'],
      [construtoraUser, corretorUser, 'Aceitamos em alguns casos. Vamos marcar uma visita ao decorado?'],
    ];
    const base = Date.now() - 3 * 3_600_000;
    await tx.insert(mensagensChat).values(
      chat.map(([from, to, text], i) => ({
        conversaId: conversa!.id,
        remetenteUserId: from,
        destinatarioUserId: to,
        conteudoMensagem: text,
        lida: i < 3,
        createdAt: new Date(base + i * 600_000),
      })),
    );
    await tx
      .update(conversas)
      .set({ lastMessageAt: new Date(base + 3 * 600_000) })
      .where(eq(conversas.id, conversa!.id));

    // Thirty days of visits on the demo construtora's developments, so her reports have something to show
    // (a few to a dozen visitors a day each); the counters on the cards include them.
    await tx.execute(sql`
      WITH novas AS (
        INSERT INTO visualizacoes_imoveis (imovel_id, dia, visitante)
        SELECT i.id, d::date, md5(i.id::text || d::text || n::text)
          FROM imoveis i
         CROSS JOIN generate_series(current_date - 29, current_date, interval '1 day') d
         CROSS JOIN LATERAL generate_series(1, 2 + abs(hashtext(i.id::text || d::text)) % 11) n
         WHERE i.construtora_id = ${demoConstrutora.id} AND i.ativo
        RETURNING imovel_id
      )
      UPDATE imoveis SET visualizacoes = visualizacoes + v.n
        FROM (SELECT imovel_id, count(*)::int AS n FROM novas GROUP BY imovel_id) v
       WHERE imoveis.id = v.imovel_id`);

    // A sales grid (2 towers × 12 floors × 4) on the demo construtora's first three developments and the agency's,
    // with some units sold or blocked; on the one where the demo broker's contract is Ativo, two of them reserved by
    // her; on the agency's, one reserved by the managed broker, so her manager's "Minha Equipe" shows it.
    const comEspelho = [...new Set([...ofDemo.slice(0, 3), daAgencia].map((p) => p.id))];
    await tx.execute(sql`
      INSERT INTO unidades (imovel_id, torre, numero, andar, final, tipologia, area_privativa, vagas, preco_centavos, status)
      SELECT a.id, t.torre, (f.andar * 100 + p.pos)::text, f.andar, p.pos::text,
             CASE WHEN p.pos IN (1, 4) THEN '3 dorms · 92 m²' ELSE '2 dorms · 64 m²' END,
             CASE WHEN p.pos IN (1, 4) THEN 92 ELSE 64 END, CASE WHEN p.pos IN (1, 4) THEN 2 ELSE 1 END,
             (CASE WHEN p.pos IN (1, 4) THEN 720000 ELSE 480000 END + f.andar * 6000 + t.n * 10000) * 100,
             CASE WHEN (f.andar * 7 + p.pos * 3 + t.n) % 11 = 0 THEN 'Vendida'
                  WHEN (f.andar * 5 + p.pos + t.n) % 13 = 0 THEN 'Bloqueada' ELSE 'Disponível' END
        FROM unnest(${sql.param(comEspelho)}::uuid[]) AS a(id)
       CROSS JOIN (VALUES ('Torre A', 0), ('Torre B', 1)) AS t(torre, n)
       CROSS JOIN generate_series(1, 12) AS f(andar)
       CROSS JOIN generate_series(1, 4) AS p(pos)`);
    await tx.execute(sql`
      WITH reservadas AS (
        UPDATE unidades SET status = 'Reservada', versao = versao + 1, seq = nextval('unidades_seq')
         WHERE id IN (SELECT id FROM unidades WHERE imovel_id = ${comEspelho[2]!} AND status = 'Disponível'
                       ORDER BY andar DESC, numero LIMIT 2)
        RETURNING id, imovel_id
      )
      INSERT INTO reservas_unidades (unidade_id, imovel_id, corretor_id, cliente_nome, cliente_telefone, expira_em)
      SELECT id, imovel_id, ${demoCorretor.id}, (ARRAY['Paula Mendes', 'Ricardo Alves'])[row_number() OVER ()],
             '(11) 98888-0000', now() + interval '30 hours'
        FROM reservadas`);
    await tx.execute(sql`
      WITH reservada AS (
        UPDATE unidades SET status = 'Reservada', versao = versao + 1, seq = nextval('unidades_seq')
         WHERE id = (SELECT id FROM unidades WHERE imovel_id = ${daAgencia.id} AND status = 'Disponível'
                      ORDER BY andar, torre, numero LIMIT 1)
        RETURNING id, imovel_id
      )
      INSERT INTO reservas_unidades (unidade_id, imovel_id, corretor_id, imobiliaria_id, cliente_nome,
                                     cliente_telefone, expira_em)
      SELECT id, imovel_id, ${corretorRows[2]!.id}, ${agencia!.id}, 'Marina Duarte', '(31) 97777-2020',
             now() + interval '30 hours'
        FROM reservada`);

    await tx.insert(mensagensContato).values([
      {
        nome: 'Marcos Pereira',
        email: 'marcos.pereira@email.com',
        telefone: '(11) 97777-1234',
        mensagem: 'Gostaria de conhecer os planos para construtoras.',
      },
      {
        nome: 'Juliana Rocha',
        email: 'juliana.rocha@email.com',
        telefone: '(21) 96666-4321',
        mensagem: `Tenho interesse no imóvel: ${active[0]!.values.nome}`,
        imovelId: active[0]!.id,
      },
    ]);
  });
  return { created: true, imoveis: plans.length, imageBytes };
}
