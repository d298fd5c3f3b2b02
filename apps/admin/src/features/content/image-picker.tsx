import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  uploadImageEndpoint,
  type UploadedImage,
} from '@app/contracts';
import { useErrorText } from '../../lib/i18n.ts';

/** A file's bytes as base64 (without the data: prefix). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * Picks an image from the operator's computer, uploads it at once (PNG, JPEG or WebP, at most
 * 2 MB; the server checks the bytes) and shows it. `value` is the image's address on this site.
 */
export function ImagePicker({
  value,
  onChange,
  label,
  invalid,
}: {
  value: string;
  onChange: (url: string) => void;
  label: string;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [tooLarge, setTooLarge] = useState(false);
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const upload = useMutation({
    mutationFn: async (file: File) =>
      callEndpoint(uploadImageEndpoint, {
        body: { fileName: file.name.slice(0, 200), data: await readBase64(file) },
      }),
    onSuccess: (image) => {
      setUploaded(image);
      onChange(image.url);
    },
  });
  return (
    <div className={`image-picker field${invalid ? ' has-error' : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          setTooLarge(file.size > MAX_IMAGE_BYTES);
          if (file.size <= MAX_IMAGE_BYTES) upload.mutate(file);
        }}
      />
      <span className="field-hint">{t('banners.imageHint')}</span>
      {upload.isPending ? (
        <span className="muted" role="status">
          {t('banners.uploading')}
        </span>
      ) : null}
      {tooLarge ? (
        <span className="field-error" role="alert">
          {t('banners.tooLarge')}
        </span>
      ) : null}
      {upload.isError ? (
        <span className="field-error" role="alert">
          {errorText(upload.error)}
        </span>
      ) : null}
      {value ? (
        <img src={value} alt={t('banners.imagePreview')} data-testid="banner-image-preview" />
      ) : (
        <span className={invalid ? 'field-error' : 'muted'}>{t('banners.noImage')}</span>
      )}
      {uploaded && uploaded.url === value ? (
        <span className="field-hint">
          {t('banners.imageFacts', {
            width: uploaded.width,
            height: uploaded.height,
            size: Math.max(1, Math.round(uploaded.bytes / 1024)),
          })}
        </span>
      ) : null}
    </div>
  );
}
