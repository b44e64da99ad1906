import { useEffect, useState } from 'react';

/**
 * True from the first time `open` is: a dialog loaded on demand (React.lazy) is mounted then and stays,
 * so its code is fetched only when someone first needs it, never with a page.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  return wanted;
}
