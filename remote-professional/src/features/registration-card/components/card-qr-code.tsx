import { useEffect, useState } from 'react';

/**
 * A QR code of `url` as an SVG image (the `qrcode` library), with an alt text that says where it
 * leads, so a screen reader user learns the same as someone scanning it.
 */
export function CardQrCode({ url, size = 160 }: { url: string; size?: number }) {
  const [source, setSource] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    // The library is a chunk of its own, asked for here: the card's facts do not wait for it (the
    // image's place is kept meanwhile), issue 42's busy pages.
    void import(/* webpackChunkName: "qrcode" */ 'qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }),
      )
      .then((svg) => {
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
