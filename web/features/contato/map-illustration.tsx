import { useContactInfo } from '@web/lib/contact-info.ts';

/** A stylised street map with our office pin, drawn locally (no third-party map tiles). */
export function MapIllustration({ className }: { className?: string }) {
  const { address } = useContactInfo();
  return (
    <figure className={className}>
      <svg
        viewBox="0 0 600 360"
        role="img"
        aria-labelledby="mapa-titulo"
        className="h-auto w-full rounded-2xl border border-slate-200 bg-[#eef1f5]"
      >
        <title id="mapa-titulo">{`Mapa ilustrativo: ${address.street}, ${address.district}`}</title>
        <path d="M-10 300 C 120 260, 200 330, 330 290 S 520 250, 610 280 L 610 370 L -10 370 Z" fill="#c7dcf3" />
        <rect x="40" y="40" width="140" height="90" rx="14" fill="#cfe8cf" />
        <rect x="420" y="150" width="120" height="70" rx="14" fill="#cfe8cf" />
        <g stroke="#ffffff" strokeLinecap="round">
          <path d="M0 175 L600 120" strokeWidth="22" />
          <path d="M230 0 L270 360" strokeWidth="14" />
          <path d="M390 0 L360 360" strokeWidth="10" />
          <path d="M0 60 L600 30" strokeWidth="8" />
          <path d="M90 0 L120 360" strokeWidth="8" />
          <path d="M500 0 L520 360" strokeWidth="8" />
          <path d="M0 250 L600 215" strokeWidth="8" />
        </g>
        <path d="M0 175 L600 120" stroke="#f6c76b" strokeWidth="3" strokeDasharray="14 10" />
        <text x="24" y="158" fill="#64748b" fontSize="13" fontWeight="600" transform="rotate(-5 24 158)">
          Av. Paulista
        </text>
        <g transform="translate(315 150)">
          <ellipse cx="0" cy="6" rx="16" ry="5" fill="#0f172a" opacity="0.2" />
          <path d="M0 4 C -20 -18, -24 -30, -24 -40 A 24 24 0 0 1 24 -40 C 24 -30, 20 -18, 0 4 Z" fill="#312e81" />
          <circle cx="0" cy="-40" r="9" fill="#f59e0b" />
        </g>
        <g transform="translate(345 62)">
          <rect width="170" height="44" rx="10" fill="#ffffff" stroke="#e2e8f0" />
          <text x="14" y="19" fill="#1e1b4b" fontSize="13" fontWeight="700">
            Conecta Imóveis
          </text>
          <text x="14" y="35" fill="#475569" fontSize="11">
            Av. Paulista, 1578
          </text>
        </g>
      </svg>
      <figcaption className="mt-2 text-xs text-slate-500">
        {address.street} – {address.district}
      </figcaption>
    </figure>
  );
}
