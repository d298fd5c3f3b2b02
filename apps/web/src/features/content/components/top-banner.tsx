import { useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { TIMERS, type Banner, type BannerGroup } from '@app/contracts';
import { PauseIcon, PlayIcon } from '../../../components/ui/icons.tsx';
import { isSitePath, safeLink } from '../../../lib/links.ts';
import { useBanners } from '../../../lib/queries/banners.ts';
import { useIdle } from '../../../lib/use-idle.ts';
import './top-banner.css';

/**
 * One slide. The slides after the first wait (`loading="lazy"`: off screen in the carousel's
 * clipped track) until the carousel has started, and then load ahead of their turn: a first visit
 * spends its first seconds on what it shows, not on three pictures it does not.
 */
function BannerSlide({ banner, eager }: { banner: Banner; eager: boolean }) {
  const image = (
    <img
      className="top-banner__image"
      src={banner.url}
      alt={banner.title}
      loading={eager ? undefined : 'lazy'}
    />
  );
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
  // The carousel's code loads, and it measures its slides (a layout of the whole page), once the
  // page has been drawn and the browser is idle; until then the first banner simply shows. A
  // pause or play builds it again from the slide on screen, with or without autoplay.
  const idle = useIdle();
  const viewport = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const selectedRef = useRef(0);

  useEffect(() => {
    const node = viewport.current;
    if (!isCarousel || !idle || !node) return;
    let api: EmblaCarouselType | null = null;
    let gone = false;
    const onSelect = () => {
      if (!api) return;
      selectedRef.current = api.selectedScrollSnap();
      setSelected(selectedRef.current);
    };
    void Promise.all([
      import('embla-carousel'),
      playing ? import('embla-carousel-autoplay') : null,
    ]).then(([core, autoplay]) => {
      if (gone) return;
      const plugins = autoplay
        ? [
            autoplay.default({
              delay: TIMERS.bannerAutoplay,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
            }),
          ]
        : [];
      api = core.default(
        node,
        { loop: true, startIndex: Math.min(selectedRef.current, count - 1) },
        plugins,
      );
      api.on('select', onSelect).on('reInit', onSelect);
      setEmbla(api);
    });
    return () => {
      gone = true;
      api?.destroy();
      setEmbla(null);
    };
  }, [isCarousel, idle, playing, count]);

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
      <div className="top-banner__viewport" ref={viewport}>
        <div className="top-banner__track">
          {banners.map((banner, index) => (
            <div
              className="top-banner__slide"
              key={banner.id}
              role="group"
              aria-roledescription={t('banner.slideRole')}
              aria-label={t('banner.slide', { index: index + 1, count })}
            >
              <BannerSlide banner={banner} eager={index === 0 || embla !== null} />
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
