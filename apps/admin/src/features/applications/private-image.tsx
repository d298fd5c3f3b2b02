import { useEffect, useState } from 'react';
import { getToken } from '../../lib/session.ts';

/**
 * An image behind the operator API (members' evidence is never public): fetched with the
 * operator's token and shown from a blob address, released when it goes.
 */
export function PrivateImage({ src, alt }: { src: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    const controller = new AbortController();
    const token = getToken();
    fetch(src, {
      signal: controller.signal,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
      .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(String(res.status)))))
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);
  if (failed) return <span className="evidence missing">{alt}</span>;
  if (!url) return <span className="evidence loading" aria-busy="true" />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="evidence">
      <img src={url} alt={alt} />
    </a>
  );
}
