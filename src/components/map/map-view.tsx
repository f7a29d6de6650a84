/**
 * A map that is never blank (issue 15 item 4). This is the light part that screens render: the frame, the state, and
 * under the map, always, the same places as a list (the accessible alternative, with links when the screen gives
 * them). The map itself — maplibre, the basemap, the layers — is src/lib/map/maplibre-map.ts, loaded on demand when
 * this mounts, so no first-route bundle carries it. Without WebGL, or when neither the configured style nor the
 * shipped basemap can be loaded, a readable text says so and the list stays.
 *
 * For tests (and curious people): after each 'idle' the numbers of rendered features per layer are in the
 * `data-rendered-*` attributes (`data-rendered-points-at`: the drawn points as `id@lng,lat`), and `data-map-state` is
 * loading | ready | unavailable.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapPoint, MapZone } from '../../lib/map/geo-features.ts';
import type { MapHandle, RenderedCounts } from '../../lib/map/maplibre-map.ts';
import { loadRuntimeConfig } from '../../lib/api/client.ts';
import { loadShippedMapData } from '../../lib/map/shipped-data.ts';
import './map.css';

export interface MapViewProps {
  /** accessible name of the map */
  label: string;
  points: readonly MapPoint[];
  zones?: readonly MapZone[];
  /** a point's link in the list (a click on the point, or on the link, goes through onSelect) */
  hrefOf?: (point: MapPoint) => string | undefined;
  onSelect?: (point: MapPoint) => void;
  /** the list under the map folded into a <details> (long lists, e.g. the listing) */
  listCollapsed?: boolean;
  /** canvas height in px */
  height?: number;
  maxZoom?: number;
  /** the alert's title when the map cannot be drawn (default: the map's own; the vendor map: spec 1 §8's text) */
  unavailableTitle?: string;
}

type State = { kind: 'loading' } | { kind: 'ready' } | { kind: 'unavailable'; reason: 'webgl' | 'load' };

const EMPTY_ZONES: readonly MapZone[] = [];

/** Read through a call: after an await the signal may have changed (TypeScript's narrowing does not know). */
const isAborted = (signal: AbortSignal) => signal.aborted;

/** Whether this browser can give a WebGL context (maplibre needs one). */
function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

export function MapView(props: MapViewProps) {
  const { label, points, zones = EMPTY_ZONES, hrefOf, onSelect, listCollapsed, height = 360, maxZoom = 14, unavailableTitle } = props;
  // the map's texts are a lazy namespace: the map is made once they are there
  const { t, ready } = useTranslation('map');
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const [state, setState] = useState<State>(() => (hasWebGL() ? { kind: 'loading' } : { kind: 'unavailable', reason: 'webgl' }));
  const [rendered, setRendered] = useState<RenderedCounts | null>(null);
  const latest = useRef({ points, zones, onSelect });
  useEffect(() => {
    latest.current = { points, zones, onSelect };
  });
  const webgl = state.kind !== 'unavailable' || state.reason !== 'webgl';

  useEffect(() => {
    if (!webgl || !ready) return undefined;
    const life = new AbortController();
    const fail = () => {
      if (!life.signal.aborted) setState({ kind: 'unavailable', reason: 'load' });
    };
    void (async () => {
      try {
        const [{ createMap }, config, data] = await Promise.all([
          import('../../lib/map/maplibre-map.ts'),
          loadRuntimeConfig(),
          loadShippedMapData().catch(() => null),
        ]);
        if (life.signal.aborted || !container.current) return;
        const made = createMap({
          container: container.current,
          mapStyleUrl: config.mapStyleUrl,
          data,
          locale: {
            'Map.Title': label,
            'NavigationControl.ZoomIn': t('zoomIn'),
            'NavigationControl.ZoomOut': t('zoomOut'),
            'AttributionControl.ToggleAttribution': t('attribution'),
          },
          points: latest.current.points,
          zones: latest.current.zones,
          maxZoom,
          onReady: () => {
            if (!life.signal.aborted) setState({ kind: 'ready' });
          },
          onFail: fail,
          onRendered: (next) => {
            if (life.signal.aborted) return;
            setRendered((prev) => (prev && JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
          },
          onSelect: (id) => {
            const point = latest.current.points.find((p) => p.id === id);
            if (point) latest.current.onSelect?.(point);
          },
        });
        // unmounted while the map was being made: nobody else will remove it
        if (isAborted(life.signal)) made?.remove();
        else handle.current = made;
      } catch {
        fail(); // the map's code not loadable (offline before it was ever cached) or no WebGL context after all
      }
    })();
    return () => {
      life.abort();
      try {
        handle.current?.remove();
      } catch {
        /* already gone */
      }
      handle.current = null;
    };
    // the map is made once per mount; its name, texts and zoom limit are read then
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [webgl, ready]);

  // new points or zones (the listing loads more): new data for the map's layers, the view fitted to them
  useEffect(() => {
    if (state.kind === 'ready') handle.current?.update(points, zones);
  }, [state.kind, points, zones]);

  // a plain click goes through the screen's router; with a modifier key the browser opens the link as usual
  const open = (point: MapPoint) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!onSelect || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    onSelect(point);
  };

  const list = (
    <ul className="lz-map__list">
      {points.map((p) => {
        const href = hrefOf?.(p);
        return (
          <li key={p.id} className={`lz-map__item lz-map__item--${p.kind}`}>
            <span className="lz-map__swatch" aria-hidden="true" />
            {href ? (
              <a href={href} onClick={open(p)}>
                {p.label}
              </a>
            ) : (
              <strong>{p.label}</strong>
            )}
            {p.description ? <span className="lz-map__desc"> – {p.description}</span> : null}
          </li>
        );
      })}
      {zones.map((z, i) => (
        <li key={`zone-${i}`} className="lz-map__item lz-map__item--zone">
          <span className="lz-map__swatch" aria-hidden="true" />
          {t('zone', { label: z.label, codes: z.postalCodes.join(', ') })}
        </li>
      ))}
    </ul>
  );

  return (
    <div
      className="lz-map"
      data-map-state={state.kind}
      data-rendered-points={rendered?.points}
      data-rendered-zones={rendered?.zones}
      data-rendered-outline={rendered?.outline}
      data-rendered-points-at={rendered?.pointsAt}
    >
      {state.kind === 'unavailable' ? (
        <div className="alert alert--info lz-map__fallback" role="status">
          <p className="alert__title">{unavailableTitle ?? t('unavailable.title')}</p>
          <p>{state.reason === 'webgl' ? t('unavailable.webgl') : t('unavailable.load')}</p>
          <p>{t('unavailable.list')}</p>
        </div>
      ) : (
        <div className="lz-map__frame" style={{ height }}>
          <div ref={container} className="lz-map__canvas" />
          {state.kind === 'loading' && ready ? <p className="lz-map__loading">{t('loading')}</p> : null}
        </div>
      )}
      {listCollapsed ? (
        <details className="lz-map__details">
          <summary>{t('listSummary', { count: points.length })}</summary>
          {list}
        </details>
      ) : (
        list
      )}
    </div>
  );
}
