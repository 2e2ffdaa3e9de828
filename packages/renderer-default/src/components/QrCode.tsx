'use client';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { buildQrShape } from './qrShape.js';
import * as styles from './QrCode.css.js';

/** Props of QrCode. */
export interface QrCodeProps {
  /** The text to encode; undefined shows a placeholder while it is made. */
  readonly value: string | undefined;
  /** What the code is, for assistive technology (the value itself is offered as text beside it). */
  readonly label: string;
  /** Drawn in the free middle of the code (a wallet or protocol icon). */
  readonly logo?: ReactNode;
  /** Shown over a faded code that can no longer be used (declined, failed). */
  readonly overlay?: ReactNode;
  /** Label of the placeholder while there is no value yet. */
  readonly loadingLabel: string;
  readonly 'data-testid'?: string;
}

/** The inner and outer square of a finder pattern at (x, y), with rounded corners, as one even-odd path. */
function eyePath(x: number, y: number): string {
  const rounded = (left: number, top: number, size: number, radius: number) =>
    `M${left + radius} ${top}h${size - 2 * radius}a${radius} ${radius} 0 0 1 ${radius} ${radius}v${size - 2 * radius}` +
    `a${radius} ${radius} 0 0 1 -${radius} ${radius}h-${size - 2 * radius}a${radius} ${radius} 0 0 1 -${radius} -${radius}` +
    `v-${size - 2 * radius}a${radius} ${radius} 0 0 1 ${radius} -${radius}z`;
  return rounded(x, y, 7, 2.2) + rounded(x + 1, y + 1, 5, 1.4) + rounded(x + 2, y + 2, 3, 0.9);
}

/**
 * A QR code drawn as SVG (the modules as one path, rounded finder patterns, a logo in the middle). Error
 * correction at quartile level keeps it readable with the middle covered.
 */
export function QrCode({ value, label, logo, overlay, loadingLabel, 'data-testid': testId }: QrCodeProps) {
  const shape = useMemo(() => (value ? buildQrShape(value, { logo: logo !== undefined }) : undefined), [value, logo !== undefined]);
  return (
    <div className={styles.tile} data-testid={testId} data-value={value}>
      {shape ? (
        <>
          <svg
            key={value}
            className={`${styles.svg} ${overlay ? styles.stale : ''}`}
            viewBox={`0 0 ${shape.size} ${shape.size}`}
            {...(overlay ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
            shapeRendering="crispEdges"
          >
            <path className={styles.modules} d={shape.path} />
            {shape.finders.map((finder) => (
              <path key={`${finder.x}:${finder.y}`} className={styles.eye} d={eyePath(finder.x, finder.y)} shapeRendering="geometricPrecision" />
            ))}
          </svg>
          {shape.logo && logo !== undefined && !overlay && (
            <span
              className={styles.logo}
              style={{ width: `${((shape.logo.size - 1) / shape.size) * 100}%`, height: `${((shape.logo.size - 1) / shape.size) * 100}%` }}
              aria-hidden="true"
            >
              {logo}
            </span>
          )}
          {overlay && <div className={styles.overlay}>{overlay}</div>}
        </>
      ) : (
        <div className={styles.placeholder} role="img" aria-label={loadingLabel} aria-busy="true" />
      )}
    </div>
  );
}
