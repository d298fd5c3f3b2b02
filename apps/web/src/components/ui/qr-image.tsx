import { getQrImageEndpoint } from '@app/contracts';

/**
 * The QR code image of a public text (a download or invitation link), drawn by the server
 * (`GET /wps/media/qr`), not on the phone's main thread. Not for a secret: the text travels in the
 * address (the TOTP enrolment draws its code in the browser).
 */
function qrImageUrl(text: string): string {
  return `${getQrImageEndpoint.path}?${new URLSearchParams({ text })}`;
}

/** A square QR code of a public text, its space reserved at `size` px. */
export function QrImage({
  text,
  size,
  alt,
  className,
  testId,
}: {
  text: string;
  size: number;
  alt: string;
  className: string;
  testId?: string;
}) {
  return (
    <img
      className={className}
      src={qrImageUrl(text)}
      width={size}
      height={size}
      alt={alt}
      data-testid={testId}
    />
  );
}
