import encodeQR from 'qr';
import { useMemo, useState } from 'react';

/** The dark modules of a QR code as one SVG path of horizontal runs, with its side length (quiet zone included). */
function qrPath(value: string): { size: number; path: string } {
  // Four modules of quiet zone, as scanners expect around a code.
  const matrix = encodeQR(value, 'raw', { ecc: 'medium', border: 4 });
  let path = '';
  matrix.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) {
      if (!row[x]) continue;
      let end = x;
      while (row[end + 1]) end += 1;
      path += `M${x} ${y}h${end - x + 1}v1h-${end - x + 1}z`;
      x = end;
    }
  });
  return { size: matrix.length, path };
}

/**
 * A WalletConnect pairing link as a QR code to scan with a phone wallet, and as text to copy into a wallet on
 * this device. Without a link yet it shows a placeholder of the same size.
 */
export function PairingCode({ uri }: { uri: string | undefined }) {
  const code = useMemo(() => (uri ? qrPath(uri) : undefined), [uri]);
  const [copied, setCopied] = useState<'copied' | 'failed' | undefined>(undefined);

  const copy = () => {
    if (!uri) return;
    navigator.clipboard.writeText(uri).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };

  return (
    <div className="pairing">
      {code ? (
        <svg className="qr" viewBox={`0 0 ${code.size} ${code.size}`} role="img" aria-label="QR code to connect a wallet with WalletConnect" data-testid="walletconnect-qr" shapeRendering="crispEdges">
          <rect width={code.size} height={code.size} fill="#fff" />
          <path d={code.path} fill="#000" />
        </svg>
      ) : (
        <div className="qr qr-placeholder" role="img" aria-label="Preparing the connection code" aria-busy="true" data-testid="walletconnect-qr" />
      )}
      <div className="copy-row">
        <input
          readOnly
          value={uri ?? ''}
          placeholder="Preparing…"
          aria-label="WalletConnect link"
          data-testid="walletconnect-uri"
          data-uri={uri}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="secondary" aria-label="Copy link for WalletConnect" data-testid="walletconnect-copy" disabled={!uri} onClick={copy}>
          Copy link
        </button>
      </div>
      <p className="muted" role="status">
        {copied === 'copied' ? 'Link copied' : copied === 'failed' ? 'Could not copy: select the link and copy it' : ''}
      </p>
    </div>
  );
}
