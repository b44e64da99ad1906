import { Image, type ImageProps } from '@chakra-ui/react';
import { preload } from 'react-dom';

const MOBILE = '(max-width: 767px)';
const DESKTOP = '(min-width: 768px)';

interface PictureFile {
  src: string;
  width: number;
  height: number;
}

interface HeroPictureProps {
  /** shown from 768 px up */
  desktop: PictureFile;
  /** shown below 768 px */
  mobile: PictureFile;
  objectPosition?: ImageProps['objectPosition'];
}

/**
 * A hero's background picture, covering its (position: relative) section, with a mobile variant.
 * Its image is the page's one `fetchpriority="high"` image: the start-up script (src/render/start-app.ts)
 * waits for it to be decoded before it loads the app, so use this in a page's hero and nowhere else.
 */
export function HeroPicture({ desktop, mobile, objectPosition }: HeroPictureProps) {
  // React does not preload an <img> inside <picture>: preload each variant for its own viewport
  preload(mobile.src, { as: 'image', fetchPriority: 'high', media: MOBILE });
  preload(desktop.src, { as: 'image', fetchPriority: 'high', media: DESKTOP });
  return (
    <picture>
      <source media={MOBILE} srcSet={mobile.src} width={mobile.width} height={mobile.height} />
      <Image
        src={desktop.src}
        alt=""
        htmlWidth={String(desktop.width)}
        htmlHeight={String(desktop.height)}
        fetchPriority="high"
        position="absolute"
        inset="0"
        w="full"
        h="full"
        objectFit="cover"
        objectPosition={objectPosition}
      />
    </picture>
  );
}
