import decodeQR from 'qr/decode.js';
import type { Locator } from 'playwright-core';

/**
 * Reads the QR code a page shows: the SVG inside `tile`, drawn as the browser renders it (each path with its
 * computed fill and fill rule) onto a white canvas, then decoded from those pixels as a camera would.
 */
export async function readQrCode(tile: Locator): Promise<string> {
  const image = await tile.locator('svg').evaluate(async (svg: SVGSVGElement) => {
    const side = 480;
    const clone = svg.cloneNode(true) as SVGSVGElement;
    clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    clone.setAttribute('width', String(side));
    clone.setAttribute('height', String(side));
    const originals = svg.querySelectorAll('path');
    clone.querySelectorAll('path').forEach((path, index) => {
      const style = getComputedStyle(originals[index]!);
      path.setAttribute('fill', style.fill);
      path.setAttribute('fill-rule', style.fillRule);
    });
    const picture = new Image();
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(clone))}`;
    await picture.decode();
    // A quiet zone around the code, as on the page's white tile.
    const margin = 48;
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = side + margin * 2;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(picture, margin, margin, side, side);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width, height, data: Array.from(data) };
  });
  return decodeQR({ width: image.width, height: image.height, data: Uint8ClampedArray.from(image.data) });
}
