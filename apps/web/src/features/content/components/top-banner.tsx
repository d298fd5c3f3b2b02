import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { TIMERS, type Banner, type BannerGroup } from '@app/contracts';
import { PauseIcon, PlayIcon } from '../../../components/ui/icons.tsx';
import { isSitePath, safeLink } from '../../../lib/links.ts';
import { useBanners } from '../../../lib/queries/banners.ts';
import { useIdle } from '../../../lib/use-idle.ts';
import './top-banner.css';

function BannerSlide({ banner }: { banner: Banner }) {
  const image = <img className="top-banner__image" src={banner.url} alt={banner.title} />;
  const link = safeLink(banner.link);
  if (!link) return image;
  if (isSitePath(link)) {
    return (
      <Link to={link} className="top-banner__link">
        {image}
      </Link>
    );
  }
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className="top-banner__link">
      {image}
    </a>
  );
}

/** Whether the visitor asked their system for less motion. */
function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The top banner carousel (spec §2, §4): autoplays every 5000 ms and loops only with more than one
 * banner; a tap opens the banner's link. A failed call or an empty group shows nothing. It stays
 * still for a visitor who asked for reduced motion, and a pause button stops it (WCAG 2.2.2).
 */
export function TopBanner({ group }: { group: BannerGroup }) {
  const { t } = useTranslation();
  const { data: banners, isPending } = useBanners(group);
  const count = banners?.length ?? 0;
  const isCarousel = count > 1;
  const [paused, setPaused] = useState(prefersReducedMotion);
  const playing = isCarousel && !paused;
  const plugins = useMemo(
    () =>
      playing
        ? [
            Autoplay({
              delay: TIMERS.bannerAutoplay,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
            }),
          ]
        : [],
    [playing],
  );
  // The carousel measures its slides (a layout of the whole page) once the page has been drawn,
  // not in the task that draws it; until then the first banner simply shows.
  const idle = useIdle();
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: isCarousel, active: isCarousel && idle },
    plugins,
  );
  const [selected, setSelected] = useState(0);

  const onSelect = useCallback(() => {
    if (embla) setSelected(embla.selectedScrollSnap());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla, onSelect]);

  if (isPending) {
    return <div className="top-banner top-banner--placeholder" aria-hidden="true" />;
  }
  if (!banners || count === 0) return null;

  return (
    <section
      className="top-banner"
      data-testid="top-banner"
      aria-roledescription={t('banner.carousel')}
      aria-label={t('banner.label')}
      data-autoplay={playing ? 'on' : 'off'}
    >
      <div className="top-banner__viewport" ref={viewportRef}>
        <div className="top-banner__track">
          {banners.map((banner, index) => (
            <div
              className="top-banner__slide"
              key={banner.id}
              role="group"
              aria-roledescription={t('banner.slideRole')}
              aria-label={t('banner.slide', { index: index + 1, count })}
            >
              <BannerSlide banner={banner} />
            </div>
          ))}
        </div>
      </div>
      {isCarousel ? (
        <div className="top-banner__dots">
          <button
            type="button"
            className="top-banner__dot top-banner__pause"
            aria-label={t(paused ? 'banner.play' : 'banner.pause')}
            data-testid="top-banner-pause"
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? <PlayIcon size={12} /> : <PauseIcon size={12} />}
          </button>
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className="top-banner__dot"
              aria-label={t('banner.goTo', { index: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => embla?.scrollTo(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
