// A small hand-drawn SVG chart (no chart library): one series per day, with a hover/focus read-out, a title
// and a description for screen readers. Drawn in pixels from the measured width so text never stretches.
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { formatNumber } from '@web/lib/format.ts';

export type ChartPoint = { dia: string; valor: number };

const dayLabel = (iso: string) => {
  const [, m, d] = iso.split('-');
  return `${d}/${m}`;
};

/** 0, a round half and a round top above the highest value. */
function niceMax(max: number): number {
  if (max <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * magnitude >= max) ?? 10;
  return step * magnitude;
}

type Props = { points: ChartPoint[]; title: string; description: string; color?: string };

export function AreaChart({ points, title, description, color = '#1d4ed8' }: Props) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  const [active, setActive] = useState<number | null>(null);
  const id = useId();

  useLayoutEffect(() => {
    const el = wrapper.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.max(260, entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const height = width < 480 ? 180 : 240;
  const pad = { top: 12, right: 12, bottom: 26, left: 40 };
  const innerW = width - pad.left - pad.right;
  const innerH = height - pad.top - pad.bottom;
  const top = niceMax(Math.max(0, ...points.map((p) => p.valor)));
  const x = (i: number) => pad.left + (points.length <= 1 ? innerW / 2 : (i / (points.length - 1)) * innerW);
  const y = (v: number) => pad.top + innerH - (v / top) * innerH;
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.valor).toFixed(1)}`).join(' ');
  const area = points.length ? `${line} L${x(points.length - 1)},${y(0)} L${x(0)},${y(0)} Z` : '';
  const ticks = [0, top / 2, top];
  const labelEvery = Math.ceil(points.length / (width < 480 ? 4 : 7));

  const pick = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const rel = (event.clientX - rect.left - pad.left) / innerW;
    setActive(Math.min(points.length - 1, Math.max(0, Math.round(rel * (points.length - 1)))));
  };
  const onKey = (event: KeyboardEvent<SVGSVGElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const delta = event.key === 'ArrowLeft' ? -1 : 1;
    setActive((i) => Math.min(points.length - 1, Math.max(0, (i ?? points.length - 1) + delta)));
  };
  const current = active === null ? null : points[active];

  return (
    <div ref={wrapper} className="relative w-full">
      <svg
        width={width}
        height={height}
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        tabIndex={0}
        onPointerMove={pick}
        onPointerLeave={() => setActive(null)}
        onBlur={() => setActive(null)}
        onKeyDown={onKey}
        className="block touch-pan-y rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description}</desc>
        <defs>
          <linearGradient id={`${id}-g`} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor={color} stopOpacity="0.28" />
            <stop offset="100%" stopColor={color} stopOpacity="0.02" />
          </linearGradient>
        </defs>
        {ticks.map((t) => (
          <g key={t}>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(t)}
              y2={y(t)}
              stroke="#e2e8f0"
              strokeDasharray={t ? '3 3' : undefined}
            />
            <text
              x={pad.left - 6}
              y={y(t)}
              dy="0.32em"
              textAnchor="end"
              className="fill-slate-500 text-[11px] tabular-nums"
            >
              {formatNumber(Math.round(t))}
            </text>
          </g>
        ))}
        {points.map((p, i) =>
          // Every n-th day, and the last one unless it would collide with the previous label.
          (i % labelEvery === 0 && points.length - 1 - i >= labelEvery) || i === points.length - 1 ? (
            <text
              key={p.dia}
              x={x(i)}
              y={height - 6}
              textAnchor={i === 0 ? 'start' : i === points.length - 1 ? 'end' : 'middle'}
              className="fill-slate-500 text-[11px]"
            >
              {dayLabel(p.dia)}
            </text>
          ) : null,
        )}
        <path d={area} fill={`url(#${id}-g)`} />
        <path d={line} fill="none" stroke={color} strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
        {current && active !== null && (
          <g>
            <line x1={x(active)} x2={x(active)} y1={pad.top} y2={y(0)} stroke="#94a3b8" />
            <circle cx={x(active)} cy={y(current.valor)} r={4.5} fill="white" stroke={color} strokeWidth={2} />
          </g>
        )}
      </svg>
      {points.every((p) => p.valor === 0) && (
        <p className="pointer-events-none absolute inset-x-0 top-1/3 text-center text-sm text-slate-500">
          Sem registros neste período.
        </p>
      )}
      <p
        aria-live="polite"
        className="pointer-events-none absolute right-2 top-0 rounded-lg bg-white/90 px-2 py-1 text-xs font-medium text-slate-700 shadow-sm empty:hidden"
      >
        {current ? `${dayLabel(current.dia)}: ${formatNumber(current.valor)}` : ''}
      </p>
    </div>
  );
}
