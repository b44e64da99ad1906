import { Box, Skeleton } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/**
 * The QR code of `text` (an otpauth:// URI) drawn as SVG. The encoder is loaded when the code is first
 * drawn, so it is never part of a page's first load.
 */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const [modules, setModules] = useState<boolean[][]>();
  useEffect(() => {
    let live = true;
    void import('qr').then(({ default: encodeQR }) => {
      if (live) setModules(encodeQR(text, 'raw', { ecc: 'low', border: 2 }));
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (!modules) return <Skeleton w={`${size}px`} h={`${size}px`} borderRadius="md" />;
  const n = modules.length;
  // one path of 1×1 squares, black on white whatever the theme (scanners expect dark on light)
  const d = modules.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <Box bg="white" p="2" borderRadius="md" borderWidth="1px" w="fit-content">
      <svg
        role="img"
        aria-label={label}
        width={size}
        height={size}
        viewBox={`0 0 ${n} ${n}`}
        shapeRendering="crispEdges"
      >
        <rect width={n} height={n} fill="#fff" />
        <path d={d} fill="#000" />
      </svg>
    </Box>
  );
}
