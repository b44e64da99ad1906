import { Box, Field, IconButton, Input } from '@chakra-ui/react';
import { Search, X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { FieldRoot } from '@/components/ui/field-root';

/**
 * The search box of an admin list: a labelled search input with its icon and a clear button (Escape
 * clears too). The text goes to the URL through `useSearchableListParams`, 300 ms after the last key.
 */
export function ListSearchField({
  label,
  value,
  onChange,
  ...root
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
} & Omit<ComponentProps<typeof Field.Root>, 'onChange'>) {
  return (
    <FieldRoot {...root}>
      <Field.Label>{label}</Field.Label>
      <Box position="relative" w="full">
        <Box
          position="absolute"
          insetInlineStart="3"
          top="50%"
          transform="translateY(-50%)"
          color="fg.muted"
          pointerEvents="none"
          aria-hidden="true"
        >
          <Search size={18} />
        </Box>
        <Input
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value) {
              event.preventDefault();
              onChange('');
            }
          }}
          ps="10"
          pe="10"
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          // the browser's own clear (×) would sit beside ours
          css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
        />
        {value && (
          <IconButton
            aria-label="ניקוי החיפוש"
            variant="ghost"
            size="xs"
            position="absolute"
            insetInlineEnd="1.5"
            top="50%"
            transform="translateY(-50%)"
            onClick={() => onChange('')}
          >
            <X aria-hidden="true" />
          </IconButton>
        )}
      </Box>
    </FieldRoot>
  );
}
