import { useState } from 'react';
import { UserIcon } from './icons.tsx';
import './avatar.css';

/**
 * A round player avatar (spec §3): the image when there is one and it loads, else the user icon.
 * Decorative beside the name it goes with, so it has no text of its own.
 */
export function Avatar({ src, size = 40 }: { src: string | null; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const show = src !== null && failed !== src;
  return (
    <span
      className="avatar"
      style={{ width: size, height: size }}
      aria-hidden="true"
      data-testid="avatar"
      data-src={show ? src : ''}
    >
      {show ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
        />
      ) : (
        <UserIcon size={Math.round(size * 0.6)} />
      )}
    </span>
  );
}
