import { Box } from '@chakra-ui/react';
import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { type Ref, useId, useImperativeHandle, useState } from 'react';
import { ImageDialog } from './image-dialog';
import { LinkDialog, type LinkRequest } from './link-dialog';
import { isAllowedHref } from './links';
import { cleanPastedHtml } from './paste-cleanup';
import { EditorToolbar } from './toolbar';

export interface RichTextHandle {
  focus: () => void;
}

/** The prose of the text as the public page shows it, right to left; lists and quotes indent on the right. */
const proseCss = {
  // TipTap's own base rules (its injected <style> would break the CSP, so injectCSS is off)
  '& .ProseMirror': {
    position: 'relative',
    wordWrap: 'break-word',
    whiteSpace: 'break-spaces',
    fontVariantLigatures: 'none',
    '& [contenteditable="false"]': { whiteSpace: 'normal' },
    '& [contenteditable="false"] [contenteditable="true"]': { whiteSpace: 'pre-wrap' },
  },
  '& img.ProseMirror-separator': {
    display: 'inline !important',
    border: 'none !important',
    margin: '0 !important',
    width: '0 !important',
    height: '0 !important',
  },
  '& .ProseMirror-gapcursor': { display: 'none', pointerEvents: 'none', position: 'absolute', margin: 0 },
  '& .ProseMirror-gapcursor:after': {
    content: '""',
    display: 'block',
    position: 'absolute',
    top: '-2px',
    width: '20px',
    borderTop: '1px solid',
    borderColor: 'fg',
  },
  '& .ProseMirror-focused .ProseMirror-gapcursor': { display: 'block' },
  '& .ProseMirror-hideselection *::selection': { background: 'transparent' },
  '& .ProseMirror-hideselection *': { caretColor: 'transparent' },
  '& .ProseMirror.tiptap': {
    minHeight: '20rem',
    padding: '4',
    outline: 'none',
    lineHeight: '1.8',
    fontSize: 'md',
    '& > * + *': { marginTop: '3' },
    '& h2': { fontSize: '2xl', fontWeight: 'bold', marginTop: '6' },
    '& h3': { fontSize: 'xl', fontWeight: 'bold', marginTop: '5' },
    '& ul, & ol': { paddingInlineStart: '6' },
    '& ul': { listStyleType: 'disc' },
    '& ol': { listStyleType: 'decimal' },
    '& li > p': { margin: 0 },
    '& blockquote': {
      borderInlineStartWidth: '4px',
      borderColor: 'border.emphasized',
      paddingInlineStart: '4',
      color: 'fg.muted',
      fontStyle: 'italic',
    },
    '& a': { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '3px' },
    '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'md' },
    '& img.ProseMirror-selectednode': { outline: '3px solid', outlineColor: 'brand.focusRing' },
    '& .tableWrapper': { overflowX: 'auto' },
    '& table': { borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed' },
    '& th, & td': {
      borderWidth: '1px',
      borderColor: 'border.emphasized',
      padding: '2',
      verticalAlign: 'top',
      position: 'relative',
    },
    '& th': { bg: 'bg.muted', fontWeight: 'bold', textAlign: 'start' },
    '& .selectedCell::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      bg: 'blue.500/15',
      pointerEvents: 'none',
    },
    '& p.is-editor-empty:first-of-type::before': {
      content: 'attr(data-placeholder)',
      color: 'fg.muted',
      float: 'inline-start',
      height: 0,
      pointerEvents: 'none',
    },
  },
};

/**
 * The post's text: TipTap with the blog's blocks (h2, h3, lists, quotes, links, images, tables), right to
 * left. Pastes from Word keep their structure (paste-cleanup.ts). `onChange` gets the HTML ('' when empty).
 */
export function RichTextEditor({
  initialHtml,
  onChange,
  onBlur,
  labelId,
  describedBy,
  invalid,
  handle,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  handle?: Ref<RichTextHandle>;
}) {
  const contentId = useId();
  const [link, setLink] = useState<LinkRequest | null>(null);
  const [imageOpen, setImageOpen] = useState(false);

  const openLink = (editor: Editor) => {
    const href = (editor.getAttributes('link').href as string | undefined) ?? '';
    setLink({ href, needsText: editor.state.selection.empty && !href });
  };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto', 'tel'],
          isAllowedUri: (url) => isAllowedHref(url),
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
      TableKit.configure({ table: { resizable: false } }),
      Placeholder.configure({ placeholder: 'כתבו כאן את תוכן המאמר...' }),
    ],
    content: initialHtml,
    injectCSS: false,
    editorProps: {
      attributes: {
        id: contentId,
        dir: 'rtl',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
      transformPastedHTML: cleanPastedHtml,
      handleKeyDown: (view, event) => {
        const mod = event.ctrlKey || event.metaKey;
        if (mod && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          if (editor) openLink(editor);
          return true;
        }
        // Alt+F10: to the toolbar, as in word processors
        if (event.altKey && event.key === 'F10') {
          event.preventDefault();
          view.dom.parentElement?.parentElement
            ?.querySelector<HTMLElement>('[role=toolbar] [tabindex="0"]')
            ?.focus();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  });

  useImperativeHandle(handle, () => ({ focus: () => editor?.commands.focus() }), [editor]);

  return (
    <Box
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      borderRadius="md"
      bg="bg"
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
      css={proseCss}
    >
      {editor && (
        <EditorToolbar
          editor={editor}
          controlsId={contentId}
          onLink={() => openLink(editor)}
          onImage={() => setImageOpen(true)}
        />
      )}
      <EditorContent editor={editor} />
      <LinkDialog
        request={link}
        onClose={() => {
          setLink(null);
          editor?.commands.focus();
        }}
        onRemove={() => {
          editor?.chain().focus().extendMarkRange('link').unsetLink().run();
          setLink(null);
        }}
        onApply={(href, text) => {
          if (!editor) return;
          if (link?.needsText) {
            editor
              .chain()
              .focus()
              .insertContent({
                type: 'text',
                text: text || href.replace(/^(mailto|tel):/, ''),
                marks: [{ type: 'link', attrs: { href } }],
              })
              .run();
          } else {
            editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
          }
          setLink(null);
        }}
      />
      <ImageDialog
        open={imageOpen}
        onClose={() => {
          setImageOpen(false);
          editor?.commands.focus();
        }}
        onInsert={(src, alt) => {
          // a paragraph after the image takes the cursor: typing on must not replace the selected image
          editor
            ?.chain()
            .focus()
            .insertContent([{ type: 'image', attrs: { src, alt } }, { type: 'paragraph' }])
            .run();
          setImageOpen(false);
        }}
      />
    </Box>
  );
}
