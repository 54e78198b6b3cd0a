import { Image } from 'antd';

const isPicture = (url: string) => /\.(png|jpe?g|gif|webp)(\?|$)/i.test(url);

/** A proof a party uploaded: the picture itself, or a link to the file; a dash when there is none. */
export function ProofView({
  url,
  label,
  linkLabel = label,
}: {
  url: string | null | undefined;
  label: string;
  linkLabel?: string;
}) {
  if (!url) return <>—</>;
  return isPicture(url) ? (
    <Image width={200} src={url} alt={label} />
  ) : (
    <a href={url} target="_blank" rel="noreferrer">
      {linkLabel}
    </a>
  );
}
