import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import type { ImovelDetalhe, ResumoUnidades } from '@worker/schemas/imoveis.ts';
import type { Perfil } from '@worker/schemas/perfil.ts';
import { Badge } from '@web/components/ui/badge.tsx';
import { statusLabel, statusTone } from '@web/components/imovel-status.ts';
import { disponiveisTexto } from '@web/components/unidades-resumo.tsx';
import { formatAreaRange, formatBRL, formatDateTime, formatPrice, formatRange } from '@web/lib/format.ts';
import { isSafeUrl } from '@web/lib/safe-url.ts';
import { BrokerBlock } from './broker-block.tsx';
import { Cell, Table } from '@web/components/ui/table.tsx';

/** The sheet shows at most 2 images and 6 differentials. */
const MAX_IMAGES = 2;
const MAX_DIFERENCIAIS = 6;

const NEGOCIO_LABELS = { venda: 'Venda', aluguel: 'Aluguel' } as const;

type FichaSheetProps = {
  imovel: ImovelDetalhe;
  corretor: Extract<Perfil, { tipo: 'corretor' }> | null;
  generatedAt: Date;
};

/** The A4 property sheet a broker prints for clients. */
export function FichaSheet({ imovel, corretor, generatedAt }: FichaSheetProps) {
  const images = imovel.imagens_urls.slice(0, MAX_IMAGES);
  const diferenciais = imovel.diferenciais.slice(0, MAX_DIFERENCIAIS);
  const { construtora } = imovel;
  const tipo = [imovel.tipo_imovel, NEGOCIO_LABELS[imovel.tipo_negocio]].filter(Boolean).join(' · ');

  return (
    <article className="space-y-5 text-slate-900">
      <header className="flex flex-col-reverse gap-3 border-b-2 border-slate-900 pb-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6 print:flex-row print:items-start print:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-widest text-slate-500">Ficha do Imóvel</p>
          <h1 className="mt-1 text-2xl font-bold leading-tight">{imovel.nome}</h1>
          <p className="mt-1 text-sm text-slate-700">{imovel.endereco}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            {tipo && <span className="font-medium text-slate-700">{tipo}</span>}
            <Badge tone={statusTone(imovel.status)} className="whitespace-nowrap print:border print:border-black">
              {statusLabel(imovel.status)}
            </Badge>
          </div>
        </div>
        <div className="flex shrink-0 flex-col sm:max-w-48 sm:items-end sm:text-right print:max-w-48 print:items-end print:text-right">
          {isSafeUrl(construtora.logo_url) ? (
            <img
              src={construtora.logo_url}
              alt={construtora.nome}
              width={160}
              height={64}
              decoding="async"
              className="h-16 w-40 object-contain object-left sm:object-right print:object-right"
            />
          ) : (
            <p className="text-lg font-bold">{construtora.nome}</p>
          )}
        </div>
      </header>

      {images.length > 0 && (
        <div className={images.length > 1 ? 'grid grid-cols-2 gap-3' : 'grid'}>
          {images.map((src, index) => (
            <img
              key={src}
              src={src}
              alt={`${imovel.nome} — imagem ${index + 1}`}
              width={1280}
              height={800}
              decoding="async"
              className="aspect-[16/10] w-full break-inside-avoid rounded-lg object-cover"
            />
          ))}
        </div>
      )}

      <dl className="grid break-inside-avoid grid-cols-2 gap-2 sm:grid-cols-4 print:grid-cols-4">
        <Fact label="Preço">{formatPrice(imovel, 'Sob Consulta')}</Fact>
        <Fact label="Quartos">{formatRange(imovel.quartos_min, imovel.quartos_max) ?? 'N/A'}</Fact>
        <Fact label="Banheiros">{formatRange(imovel.banheiros_min, imovel.banheiros_max) ?? 'N/A'}</Fact>
        <Fact label="Área">{formatAreaRange(imovel.area_min, imovel.area_max) ?? 'N/A'}</Fact>
      </dl>

      {imovel.unidades && <Tipologias unidades={imovel.unidades} />}

      <section className="break-inside-avoid">
        <h2 className="text-sm font-bold uppercase tracking-wide">Descrição</h2>
        <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-slate-800">
          {imovel.descricao?.trim() || 'Nenhuma descrição detalhada fornecida.'}
        </p>
      </section>

      {diferenciais.length > 0 && (
        <section className="break-inside-avoid">
          <h2 className="text-sm font-bold uppercase tracking-wide">Diferenciais</h2>
          <ul className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1.5 text-sm">
            {diferenciais.map((item) => (
              <li key={item} className="flex items-start gap-1.5">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {item}
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        <section className="break-inside-avoid rounded-xl border border-slate-300 p-4">
          <h2 className="text-sm font-bold uppercase tracking-wide">Construtora</h2>
          <dl className="mt-3 grid gap-2 text-sm">
            <ContactRow label="Nome">{construtora.nome}</ContactRow>
            <ContactRow label="Telefone">{construtora.telefone ?? 'Não informado'}</ContactRow>
            <ContactRow label="E-mail">{construtora.email ?? 'Não informado'}</ContactRow>
          </dl>
        </section>
        <BrokerBlock corretor={corretor} />
      </div>

      <footer className="break-inside-avoid space-y-1 border-t border-slate-300 pt-3 text-xs text-slate-600">
        <p>Ficha gerada em {formatDateTime(generatedAt)} · Conecta Imóveis</p>
        <p>
          As informações desta ficha são fornecidas pela construtora e podem ser alteradas sem aviso prévio. Imagens
          meramente ilustrativas.
        </p>
      </footer>
    </article>
  );
}

/** The typologies still available, each with its lowest price: what a client asks first at a launch. */
function Tipologias({ unidades }: { unidades: ResumoUnidades }) {
  return (
    <section className="break-inside-avoid" aria-labelledby="ficha-tipologias">
      <h2 id="ficha-tipologias" className="text-sm font-bold uppercase tracking-wide">
        Unidades
      </h2>
      <p className="mt-1 text-sm text-slate-700">{disponiveisTexto(unidades)}</p>
      {unidades.tipologias.length > 0 && (
        <Table
          caption="Tipologias disponíveis"
          look="plain"
          className="mt-2"
          columns={[{ header: 'Tipologia' }, { header: 'Disponíveis' }, { header: 'A partir de' }]}
        >
          {unidades.tipologias.map((t) => (
            <tr key={t.tipologia}>
              <Cell className="font-semibold">{t.tipologia}</Cell>
              <Cell className="tabular-nums">{t.disponiveis}</Cell>
              <Cell className="whitespace-nowrap">
                {t.preco_min === null ? 'Sob Consulta' : formatBRL(t.preco_min)}
              </Cell>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-300 px-3 py-2.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-bold">{children}</dd>
    </div>
  );
}

function ContactRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-20 shrink-0 font-semibold text-slate-700">{label}:</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
