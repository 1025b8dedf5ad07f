/**
 * The QR code of the public card's address, an SVG the api draws (`publicUrlQrCode`), as an image
 * with an alt text that says where it leads, so a screen reader user learns the same as someone
 * scanning it.
 */
export function CardQrCode({ url, svg, size = 160 }: { url: string; svg: string; size?: number }) {
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      width={size}
      height={size}
      alt={`QR-code naar de openbare registerpas: ${url}`}
      data-qr-url={url}
    />
  );
}
