// How each unit status looks: a colour, an icon and a short label, so the grid never relies on colour alone.
import { Ban, CircleCheck, Clock, FileText, Lock, type LucideIcon } from 'lucide-react';
import type { StatusUnidade } from '@worker/schemas/espelho.ts';

type StatusLook = { curto: string; icon: LucideIcon; cell: string; badge: string };

export const STATUS_LOOK: Record<StatusUnidade, StatusLook> = {
  Disponível: {
    curto: 'Livre',
    icon: CircleCheck,
    cell: 'border-emerald-400 bg-emerald-50 text-emerald-900 hover:bg-emerald-100',
    badge: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  },
  Reservada: {
    curto: 'Reserv.',
    icon: Clock,
    cell: 'border-amber-400 bg-amber-50 text-amber-900 hover:bg-amber-100',
    badge: 'bg-amber-100 text-amber-900 ring-amber-300',
  },
  'Em Proposta': {
    curto: 'Prop.',
    icon: FileText,
    cell: 'border-sky-400 bg-sky-50 text-sky-900 hover:bg-sky-100',
    badge: 'bg-sky-100 text-sky-900 ring-sky-300',
  },
  Vendida: {
    curto: 'Vendida',
    icon: Ban,
    cell: 'border-red-400 bg-red-50 text-red-900 hover:bg-red-100',
    badge: 'bg-red-100 text-red-900 ring-red-300',
  },
  Bloqueada: {
    curto: 'Bloq.',
    icon: Lock,
    cell: 'border-slate-400 bg-slate-200 text-slate-800 hover:bg-slate-300',
    badge: 'bg-slate-200 text-slate-800 ring-slate-400',
  },
};
