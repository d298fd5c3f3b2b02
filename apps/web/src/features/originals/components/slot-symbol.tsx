import type { SlotSymbol } from '@app/contracts';

/** The art of each slot symbol: small inline SVG, drawn by the project (nothing fetched). */
const ART: Record<SlotSymbol, React.ReactNode> = {
  lotus: (
    <g>
      <circle cx="32" cy="32" r="29" fill="#1b6e6c" />
      <g fill="#f7a8c8" stroke="#fff0f6" strokeWidth="1.5">
        <path d="M32 12c6 7 8 15 0 30-8-15-6-23 0-30Z" />
        <path d="M14 24c9 1 15 6 18 18-13-3-18-9-18-18Z" />
        <path d="M50 24c-9 1-15 6-18 18 13-3 18-9 18-18Z" />
      </g>
      <path d="M14 46c10 4 26 4 36 0" stroke="#f1cd6b" strokeWidth="3" fill="none" />
      <text x="32" y="60" textAnchor="middle" fontSize="9" fontWeight="800" fill="#f1cd6b">
        WILD
      </text>
    </g>
  ),
  dragon: (
    <g>
      <circle cx="32" cy="32" r="29" fill="#b3261e" />
      <path
        d="M16 40c4-14 14-22 26-20 6 1 8 6 4 9-3 2-8 0-11 3s0 8 6 8c-6 6-19 6-25 0Z"
        fill="#f1cd6b"
      />
      <circle cx="41" cy="24" r="2.5" fill="#b3261e" />
      <path d="M44 18l6-6M47 21l8-3" stroke="#f1cd6b" strokeWidth="3" strokeLinecap="round" />
    </g>
  ),
  koi: (
    <g>
      <circle cx="32" cy="32" r="29" fill="#0f3d63" />
      <ellipse cx="28" cy="32" rx="15" ry="9" fill="#ff8a3d" />
      <path d="M42 32l12-9v18Z" fill="#ff8a3d" />
      <path d="M22 26c3 3 3 9 0 12" stroke="#fff" strokeWidth="2.5" fill="none" />
      <circle cx="18" cy="30" r="2" fill="#0f3d63" />
    </g>
  ),
  lantern: (
    <g>
      <circle cx="32" cy="32" r="29" fill="#3b1a4a" />
      <rect x="20" y="18" width="24" height="26" rx="11" fill="#e5484d" />
      <rect x="25" y="14" width="14" height="5" rx="2" fill="#f1cd6b" />
      <rect x="25" y="43" width="14" height="5" rx="2" fill="#f1cd6b" />
      <path d="M32 48v8" stroke="#f1cd6b" strokeWidth="3" />
      <path d="M32 19v24" stroke="#f7b267" strokeWidth="2" />
    </g>
  ),
  ingot: (
    <g>
      <circle cx="32" cy="32" r="29" fill="#5a4310" />
      <path d="M12 38h40l-6 10H18Z" fill="#e0ad3e" />
      <path d="M20 38c0-10 6-15 12-15s12 5 12 15Z" fill="#f8e3a3" />
      <path d="M12 38h40" stroke="#8f6218" strokeWidth="2" />
    </g>
  ),
  ace: <Letter letter="A" color="#e5484d" />,
  king: <Letter letter="K" color="#2a9d8f" />,
  queen: <Letter letter="Q" color="#a77bf3" />,
  jack: <Letter letter="J" color="#3d8bfd" />,
};

function Letter({ letter, color }: { letter: string; color: string }) {
  return (
    <g>
      <circle cx="32" cy="32" r="29" fill="#0b2426" stroke={color} strokeWidth="3" />
      <text
        x="32"
        y="44"
        textAnchor="middle"
        fontSize="34"
        fontWeight="800"
        fontFamily="Georgia, 'Times New Roman', serif"
        fill={color}
      >
        {letter}
      </text>
    </g>
  );
}

/** One slot symbol; its name is the accessible label. */
export function SlotSymbolArt({ symbol, label }: { symbol: SlotSymbol; label: string }) {
  return (
    <svg viewBox="0 0 64 64" className="slot-symbol" role="img" aria-label={label}>
      {ART[symbol]}
    </svg>
  );
}
