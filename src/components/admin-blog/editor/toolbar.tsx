import { Box, chakra, IconButton } from '@chakra-ui/react';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Columns3,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Rows3,
  Table2,
  Trash2,
  Undo2,
} from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';

interface Tool {
  label: string;
  icon: LucideIcon;
  run: () => void;
  /** a toggle's state (aria-pressed); absent for plain actions */
  pressed?: boolean;
  disabled?: boolean;
  /** mirrored in RTL (undo points right, redo left) */
  flip?: boolean;
  shortcut?: string;
}

function ToolButton({ tool, tabbable, onFocus }: { tool: Tool; tabbable: boolean; onFocus: () => void }) {
  const Icon = tool.icon;
  return (
    <IconButton
      tabIndex={tabbable ? 0 : -1}
      onFocus={onFocus}
      type="button"
      size="sm"
      variant={tool.pressed ? 'subtle' : 'ghost'}
      colorPalette={tool.pressed ? 'blue' : 'gray'}
      aria-label={tool.label}
      title={tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label}
      aria-pressed={tool.pressed}
      aria-disabled={tool.disabled || undefined}
      aria-keyshortcuts={tool.shortcut?.replace('Ctrl', 'Control')}
      data-tool
      // keeps the editor's selection: the click must not move focus out of the text first
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => !tool.disabled && tool.run()}
    >
      <Icon aria-hidden="true" style={tool.flip ? { transform: 'scaleX(-1)' } : undefined} />
    </IconButton>
  );
}

function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <chakra.div
      role="group"
      aria-label={label}
      display="flex"
      gap="0.5"
      px="1"
      borderInlineEndWidth="1px"
      _last={{ borderInlineEndWidth: 0 }}
    >
      {children}
    </chakra.div>
  );
}

/**
 * The formatting toolbar (role="toolbar"): one tab stop, arrow keys move between its buttons in reading
 * order (in RTL the left arrow goes forward), Home and End jump to the ends. Alt+F10 in the text comes here.
 */
export function EditorToolbar({
  editor,
  onLink,
  onImage,
  controlsId,
}: {
  editor: Editor;
  onLink: () => void;
  onImage: () => void;
  controlsId: string;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const bar = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const chain = () => editor.chain().focus();

  const groups: { label: string; tools: Tool[] }[] = [
    {
      label: 'ביטול ושחזור',
      tools: [
        {
          label: 'ביטול פעולה',
          icon: Undo2,
          run: () => chain().undo().run(),
          disabled: !state.canUndo,
          flip: true,
          shortcut: 'Ctrl+Z',
        },
        {
          label: 'חזרה על פעולה',
          icon: Redo2,
          run: () => chain().redo().run(),
          disabled: !state.canRedo,
          flip: true,
          shortcut: 'Ctrl+Y',
        },
      ],
    },
    {
      label: 'כותרות',
      tools: [
        {
          label: 'כותרת ראשית',
          icon: Heading2,
          run: () => chain().toggleHeading({ level: 2 }).run(),
          pressed: state.h2,
        },
        {
          label: 'כותרת משנה',
          icon: Heading3,
          run: () => chain().toggleHeading({ level: 3 }).run(),
          pressed: state.h3,
        },
      ],
    },
    {
      label: 'עיצוב טקסט',
      tools: [
        {
          label: 'הדגשה',
          icon: Bold,
          run: () => chain().toggleBold().run(),
          pressed: state.bold,
          shortcut: 'Ctrl+B',
        },
        {
          label: 'נטוי',
          icon: Italic,
          run: () => chain().toggleItalic().run(),
          pressed: state.italic,
          shortcut: 'Ctrl+I',
        },
      ],
    },
    {
      label: 'רשימות וציטוט',
      tools: [
        {
          label: 'רשימת תבליטים',
          icon: List,
          run: () => chain().toggleBulletList().run(),
          pressed: state.bullet,
        },
        {
          label: 'רשימה ממוספרת',
          icon: ListOrdered,
          run: () => chain().toggleOrderedList().run(),
          pressed: state.ordered,
        },
        { label: 'ציטוט', icon: Quote, run: () => chain().toggleBlockquote().run(), pressed: state.quote },
      ],
    },
    {
      label: 'הוספה',
      tools: [
        {
          label: state.link ? 'עריכת קישור' : 'קישור',
          icon: Link2,
          run: onLink,
          pressed: state.link,
          shortcut: 'Ctrl+K',
        },
        { label: 'תמונה', icon: ImagePlus, run: onImage },
        {
          label: 'הוספת טבלה',
          icon: Table2,
          run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
          disabled: state.table,
        },
      ],
    },
    ...(state.table
      ? [
          {
            label: 'עריכת הטבלה',
            tools: [
              { label: 'הוספת שורה', icon: Rows3, run: () => chain().addRowAfter().run() },
              { label: 'מחיקת שורה', icon: Rows3, run: () => chain().deleteRow().run() },
              { label: 'הוספת עמודה', icon: Columns3, run: () => chain().addColumnAfter().run() },
              { label: 'מחיקת עמודה', icon: Columns3, run: () => chain().deleteColumn().run() },
              { label: 'מחיקת הטבלה', icon: Trash2, run: () => chain().deleteTable().run() },
            ],
          },
        ]
      : []),
  ];

  const buttons = () => [...(bar.current?.querySelectorAll<HTMLButtonElement>('[data-tool]') ?? [])];
  const onKeyDown = (event: KeyboardEvent) => {
    const all = buttons();
    const index = all.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const moves: Record<string, number> = {
      [rtl ? 'ArrowLeft' : 'ArrowRight']: index + 1,
      [rtl ? 'ArrowRight' : 'ArrowLeft']: index - 1,
      Home: 0,
      End: all.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    all[(to + all.length) % all.length]?.focus();
  };
  const count = groups.reduce((n, group) => n + group.tools.length, 0);
  // the table's tools come and go with the cursor: the tab stop stays on a button that exists
  const tabStop = Math.min(current, count - 1);
  let index = 0;

  return (
    <Box
      ref={bar}
      role="toolbar"
      aria-label="עיצוב הטקסט"
      aria-controls={controlsId}
      display="flex"
      flexWrap="wrap"
      gap="1"
      p="1"
      borderBottomWidth="1px"
      bg="bg.subtle"
      position="sticky"
      top="0"
      zIndex="1"
      onKeyDown={onKeyDown}
    >
      {groups.map((group) => (
        <Group key={group.label} label={group.label}>
          {group.tools.map((tool) => {
            const at = index++;
            return (
              <ToolButton
                key={tool.label}
                tool={tool}
                tabbable={at === tabStop}
                onFocus={() => setCurrent(at)}
              />
            );
          })}
        </Group>
      ))}
    </Box>
  );
}
