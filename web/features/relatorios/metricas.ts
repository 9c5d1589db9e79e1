import { Eye, Handshake, Heart, type LucideIcon } from 'lucide-react';
import type { RelatorioDia } from '@worker/schemas/empreendimentos.ts';

export const PERIODOS = [7, 30, 90] as const;
export type Metrica = keyof RelatorioDia & ('visualizacoes' | 'captacoes' | 'favoritos');

export const METRICAS: Record<Metrica, { label: string; icon: LucideIcon; color: string; tone: string }> = {
  visualizacoes: { label: 'Visualizações', icon: Eye, color: '#1d4ed8', tone: 'bg-brand-100 text-brand-800' },
  captacoes: { label: 'Captações', icon: Handshake, color: '#059669', tone: 'bg-emerald-100 text-emerald-800' },
  favoritos: { label: 'Favoritos', icon: Heart, color: '#e11d48', tone: 'bg-rose-100 text-rose-800' },
};
