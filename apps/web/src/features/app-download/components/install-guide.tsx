import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import '../locales/page/strings.ts';

const STEPS = ['download', 'settings', 'install'] as const;
type Step = (typeof STEPS)[number];

/**
 * spec §2 "App download": the iOS install guide, three step images in a slider; the last step's
 * confirm opens the add-to-home-screen popup (Android has no guide).
 */
export function InstallGuide({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const last = index === STEPS.length - 1;
  return (
    <section
      className="app-page__section install-guide"
      aria-labelledby="app-guide"
      data-testid="install-guide"
    >
      <h2 id="app-guide" className="app-page__heading">
        {t('appPage.guide.heading')}
      </h2>
      <div className="install-guide__viewport">
        <div className="install-guide__track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {STEPS.map((name, i) => (
            <figure key={name} className="install-guide__slide" aria-hidden={i !== index}>
              <StepPicture step={name} />
              <figcaption>
                <strong>{t(`appPage.guide.steps.${name}.title`)}</strong>
                <span>{t(`appPage.guide.steps.${name}.text`)}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
      <p className="install-guide__count" aria-live="polite" data-testid="install-guide-step">
        {t('appPage.guide.step', { n: index + 1, total: STEPS.length })}
      </p>
      <div className="install-guide__dots" aria-hidden="true">
        {STEPS.map((name, i) => (
          <span
            key={name}
            className={i === index ? 'install-guide__dot is-active' : 'install-guide__dot'}
          />
        ))}
      </div>
      <div className="install-guide__actions">
        <button
          type="button"
          className="btn btn--ghost"
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          {t('appPage.guide.previous')}
        </button>
        <button
          type="button"
          className="btn btn--gold"
          data-testid={last ? 'install-guide-confirm' : 'install-guide-next'}
          onClick={() => (last ? onConfirm() : setIndex(index + 1))}
        >
          {last ? t('appPage.guide.confirm') : t('appPage.guide.next')}
        </button>
      </div>
    </section>
  );
}

/** A phone drawn in the theme's colours, with the part of the screen each step is about lit. */
function StepPicture({ step }: { step: Step }) {
  return (
    <svg className="install-guide__picture" viewBox="0 0 120 200" role="presentation">
      <rect x="10" y="4" width="100" height="192" rx="14" className="install-guide__frame" />
      <rect x="18" y="20" width="84" height="160" rx="4" className="install-guide__screen" />
      {step === 'download' ? (
        <>
          <rect x="26" y="70" width="68" height="52" rx="6" className="install-guide__card" />
          <rect x="32" y="80" width="56" height="6" rx="3" className="install-guide__line" />
          <rect x="32" y="92" width="40" height="6" rx="3" className="install-guide__line" />
          <rect x="58" y="106" width="30" height="10" rx="5" className="install-guide__lit" />
        </>
      ) : step === 'settings' ? (
        <>
          {[32, 52, 72, 92, 112].map((y, i) => (
            <rect
              key={y}
              x="24"
              y={y}
              width="72"
              height="14"
              rx="3"
              className={i === 3 ? 'install-guide__lit' : 'install-guide__card'}
            />
          ))}
        </>
      ) : (
        <>
          {[0, 1, 2, 3].map((col) =>
            [0, 1, 2].map((row) => (
              <rect
                key={`${col}-${row}`}
                x={26 + col * 18}
                y={36 + row * 22}
                width="12"
                height="12"
                rx="3"
                className={col === 3 && row === 2 ? 'install-guide__lit' : 'install-guide__card'}
              />
            )),
          )}
        </>
      )}
    </svg>
  );
}
