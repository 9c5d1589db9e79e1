import { Link } from 'react-router';
import {
  BadgeCheck,
  Building2,
  ExternalLink,
  Eye,
  Handshake,
  MapPin,
  Pencil,
  RotateCcw,
  Trash2,
  Bookmark,
} from 'lucide-react';
import type { AcaoStatus, EmpreendimentoItem } from '@worker/schemas/empreendimentos.ts';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { formatNumber, formatPrice } from '@web/lib/format.ts';
import { statusLabel, statusTone } from '@web/components/imovel-status.ts';
import { ACAO_INFO, acoesPermitidas, AVAILABILITY_TONE } from './availability.ts';

const ACAO_ICON = { reservar: Bookmark, reativar: RotateCcw, vender: BadgeCheck } as const;

type Props = {
  item: EmpreendimentoItem;
  onEdit: () => void;
  onAcao: (acao: AcaoStatus) => void;
  onDelete: () => void;
};

export function EmpreendimentoRow({ item, onEdit, onAcao, onDelete }: Props) {
  const local = [item.cidade, item.uf].filter(Boolean).join(' - ') || item.endereco;
  return (
    <li>
      <article
        aria-labelledby={`emp-${item.id}`}
        className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
      >
        <div className="flex min-w-0 flex-1 gap-3">
          <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:h-24 sm:w-32">
            {item.thumb_url ? (
              <img src={item.thumb_url} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
            ) : (
              <div className="flex size-full items-center justify-center text-brand-300">
                <Building2 aria-hidden="true" className="size-8" />
              </div>
            )}
          </div>
          <div className="min-w-0 flex-1 space-y-1.5">
            <h3 id={`emp-${item.id}`} className="line-clamp-2 font-semibold text-slate-900">
              {item.nome}
            </h3>
            <p className="flex items-start gap-1 text-sm text-slate-600">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
              <span className="line-clamp-1">{local}</span>
            </p>
            <div className="flex flex-wrap gap-1.5">
              <Badge tone={statusTone(item.status)}>{statusLabel(item.status)}</Badge>
              <Badge tone={AVAILABILITY_TONE[item.status_imovel]}>{item.status_imovel}</Badge>
              <Badge tone={item.ativo ? 'brand' : 'gray'}>{item.ativo ? 'Ativo' : 'Inativo'}</Badge>
            </div>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              <span className="font-semibold text-brand-800">{formatPrice(item, 'Sob Consulta')}</span>
              <span className="inline-flex items-center gap-1" title="Visualizações">
                <Eye aria-hidden="true" className="size-4 text-slate-400" />
                {formatNumber(item.visualizacoes)}
                <span className="sr-only">visualizações</span>
              </span>
              <span className="inline-flex items-center gap-1" title="Captações">
                <Handshake aria-hidden="true" className="size-4 text-slate-400" />
                {formatNumber(item.captacoes)}
                <span className="sr-only">captações</span>
              </span>
            </p>
          </div>
        </div>

        <div className="flex flex-wrap items-center gap-1.5 border-t border-slate-100 pt-3 sm:gap-2">
          <Button
            variant="outline"
            size="sm"
            className="px-2.5 sm:px-3"
            onClick={onEdit}
            aria-label={`Editar ${item.nome}`}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Editar
          </Button>
          {acoesPermitidas(item.status_imovel).map((acao) => {
            const Icon = ACAO_ICON[acao];
            return (
              <Button
                key={acao}
                variant="outline"
                size="sm"
                className="px-2.5 sm:px-3"
                onClick={() => onAcao(acao)}
                aria-label={`${ACAO_INFO[acao].label}: ${item.nome}`}
              >
                <Icon aria-hidden="true" className="size-4" />
                {ACAO_INFO[acao].label}
              </Button>
            );
          })}
          <div className="flex gap-1 sm:ml-auto">
            {item.ativo && (
              <Link
                to={`/oportunidades/${item.id}`}
                target="_blank"
                rel="noopener"
                className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                aria-label={`Ver página pública de ${item.nome} (abre em nova aba)`}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                Ver página
              </Link>
            )}
            <Button
              variant="ghost"
              size="sm"
              onClick={onDelete}
              aria-label={`Excluir ${item.nome}`}
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Excluir
            </Button>
          </div>
        </div>
      </article>
    </li>
  );
}
