import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/**
 * A QR code of `url` as an SVG image (the `qrcode` library), with an alt text that says where it
 * leads, so a screen reader user learns the same as someone scanning it.
 */
export function CardQrCode({ url, size = 160 }: { url: string; size?: number }) {
  const [source, setSource] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }).then((svg) => {
      if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [url]);

  if (!source) return <div style={{ width: size, height: size }} aria-hidden="true" />;
  return (
    <img
      src={source}
      width={size}
      height={size}
      alt={`QR-code naar de openbare registerpas: ${url}`}
      data-qr-url={url}
    />
  );
}
