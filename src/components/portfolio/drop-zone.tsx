import { Box, chakra } from '@chakra-ui/react';
import { FileSpreadsheet } from 'lucide-react';
import { type DragEvent, type Ref, useId, useState } from 'react';

/** What the file picker offers: the report is an Excel workbook (.xlsx). */
export const PORTFOLIO_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Where the report goes in: a native file input (a phone's picker too; Enter or Space opens it) under a
 * label drawn as a drop area, which also takes a file dragged onto it.
 */
export function DropZone({
  onFile,
  busy,
  label = 'גררו לכאן את קובץ האקסל מהר הביטוח',
  inputRef,
}: {
  onFile: (file: File) => void;
  busy: boolean;
  label?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const hintId = useId();
  const [over, setOver] = useState(false);
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !busy) onFile(file);
  };
  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!over) setOver(true);
  };
  return (
    <Box
      position="relative"
      // the input is visually hidden: its focus ring is drawn on the area
      css={{ '&:has(input:focus-visible) label': { outline: '3px solid', outlineColor: 'brand.focusRing' } }}
    >
      <chakra.input
        ref={inputRef}
        id={id}
        type="file"
        accept={PORTFOLIO_ACCEPT}
        srOnly
        disabled={busy}
        aria-describedby={hintId}
        onChange={(event) => {
          take(event.currentTarget.files);
          // the same file picked again is a new check
          event.currentTarget.value = '';
        }}
      />
      <chakra.label
        htmlFor={id}
        display="flex"
        flexDirection="column"
        alignItems="center"
        textAlign="center"
        gap="2"
        px={{ base: '4', md: '8' }}
        py={{ base: '6', md: '10' }}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={over ? 'brand.solid' : 'border.emphasized'}
        borderRadius="2xl"
        bg={over ? 'brand.subtle' : 'bg.panel'}
        cursor={busy ? 'progress' : 'pointer'}
        transition="background 0.15s, border-color 0.15s"
        _hover={{ borderColor: 'brand.solid' }}
        onDragEnter={dragOver}
        onDragOver={dragOver}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          take(event.dataTransfer.files);
        }}
      >
        {/* a label holds phrasing content only: spans drawn as blocks */}
        <chakra.span color="brand.fg" aria-hidden="true">
          <FileSpreadsheet size={40} strokeWidth={1.5} />
        </chakra.span>
        <chakra.span display="block" fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }}>
          <chakra.span hideBelow="md">{label}</chakra.span>
          <chakra.span hideFrom="md">בחרו את קובץ האקסל מהר הביטוח</chakra.span>
        </chakra.span>
        <chakra.span
          display="inline-block"
          mt="1"
          px="4"
          py="2"
          borderRadius="md"
          bg="brand.solid"
          color="brand.contrast"
          fontWeight="semibold"
        >
          {busy ? 'בודקים את הקובץ...' : 'בחירת קובץ'}
        </chakra.span>
        <chakra.span display="block" id={hintId} fontSize="sm" color="fg.muted">
          קובץ אקסל (xlsx) עד 5MB. הבדיקה מיידית, והקובץ לא נשמר אצלנו.
        </chakra.span>
      </chakra.label>
    </Box>
  );
}
