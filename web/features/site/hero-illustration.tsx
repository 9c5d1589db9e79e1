// Decorative skyline for the home hero: two buildings linked by a path, drawn locally in SVG.
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 360" aria-hidden="true" className={className}>
      <rect x="20" y="300" width="440" height="4" rx="2" className="fill-white/20" />
      <g className="fill-white/10 stroke-white/30" strokeWidth="2">
        <rect x="60" y="110" width="120" height="190" rx="10" />
        <rect x="300" y="60" width="120" height="240" rx="10" />
        <rect x="200" y="190" width="80" height="110" rx="8" />
      </g>
      <g className="fill-accent-300/80">
        {[0, 1, 2, 3, 4].map((row) =>
          [0, 1, 2].map((col) => (
            <rect key={`a${row}-${col}`} x={78 + col * 32} y={130 + row * 32} width="20" height="16" rx="3" />
          )),
        )}
      </g>
      <g className="fill-brand-200/70">
        {[0, 1, 2, 3, 4, 5, 6].map((row) =>
          [0, 1, 2].map((col) => (
            <rect key={`b${row}-${col}`} x={318 + col * 32} y={80 + row * 30} width="20" height="16" rx="3" />
          )),
        )}
      </g>
      <path
        d="M120 90 C 170 20, 310 10, 360 45"
        fill="none"
        className="stroke-accent-400"
        strokeWidth="3"
        strokeDasharray="8 8"
        strokeLinecap="round"
      />
      <circle cx="120" cy="90" r="10" className="fill-accent-400" />
      <circle cx="360" cy="45" r="10" className="fill-accent-400" />
      <g transform="translate(196 150)">
        <rect width="88" height="30" rx="15" className="fill-white" />
        <text x="44" y="20" textAnchor="middle" className="fill-brand-900 text-[12px] font-bold">
          Captado!
        </text>
      </g>
    </svg>
  );
}
