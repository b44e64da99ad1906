import { Box } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { PlainInput } from '@/components/ui/plain-input';
import { searchParam } from '@/lib/blog-list-params';

/** how long typing pauses before the search runs */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** the list's path; without JavaScript the form is an ordinary GET there */
  action: string;
  /** the search in the URL */
  value: string;
  /** runs the search (debounced while typing, at once on Enter) */
  onSearch: (q: string) => void;
}

/** The search in the titles of the posts: a `<search>` landmark whose form works before the app loads, too. */
export function SearchBox({ action, value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<number | undefined>(undefined);

  // the URL changed by itself (back, a link): show its search, unless it is what is typed already
  useEffect(() => {
    setText((typed) => ((searchParam(typed) ?? '') === value ? typed : value));
  }, [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onSearch(next), SEARCH_DEBOUNCE_MS);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    window.clearTimeout(timer.current);
    onSearch(text);
  };

  return (
    <Box asChild display="block" maxW="xl" w="full">
      <search>
        <form action={action} method="get" onSubmit={submit}>
          <Box asChild srOnly>
            <label htmlFor={id}>חיפוש מאמרים לפי כותרת</label>
          </Box>
          <Box position="relative">
            <Box
              position="absolute"
              insetInlineStart="4"
              top="50%"
              transform="translateY(-50%)"
              color="fg.muted"
              pointerEvents="none"
              zIndex="1"
              aria-hidden="true"
              display="flex"
            >
              <Search size={20} />
            </Box>
            {/* a lone input with its own label: Chakra's Input would bring Ark's field machinery (~4 kB
                gzip with its runtime) into the blog's first load for nothing (plain-input.tsx) */}
            <PlainInput
              id={id}
              type="search"
              name="q"
              value={text}
              onChange={(event) => change(event.target.value)}
              placeholder="חיפוש מאמרים לפי כותרת..."
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              size="lg"
              bg="bg"
              borderRadius="full"
              ps="12"
            />
          </Box>
        </form>
      </search>
    </Box>
  );
}
