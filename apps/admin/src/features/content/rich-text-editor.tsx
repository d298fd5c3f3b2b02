import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

type Mark = { label: string; name: string; run: () => void; active: boolean };

/**
 * The operator's HTML editor (TipTap): paragraphs, headings, bold, italic, underline, lists,
 * quotes and links. Whatever it produces, the server sanitises before it stores it.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
  });
  // A new announcement to edit replaces the content; typing does not come back here.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const marks: Mark[] = [
    {
      name: 'bold',
      label: 'B',
      run: () => chain().toggleBold().run(),
      active: state?.bold ?? false,
    },
    {
      name: 'italic',
      label: 'I',
      run: () => chain().toggleItalic().run(),
      active: state?.italic ?? false,
    },
    {
      name: 'underline',
      label: 'U',
      run: () => chain().toggleUnderline().run(),
      active: state?.underline ?? false,
    },
    {
      name: 'heading',
      label: 'H',
      run: () => chain().toggleHeading({ level: 2 }).run(),
      active: state?.h2 ?? false,
    },
    {
      name: 'bulletList',
      label: '•',
      run: () => chain().toggleBulletList().run(),
      active: state?.bullet ?? false,
    },
    {
      name: 'orderedList',
      label: '1.',
      run: () => chain().toggleOrderedList().run(),
      active: state?.ordered ?? false,
    },
    {
      name: 'blockquote',
      label: '❝',
      run: () => chain().toggleBlockquote().run(),
      active: state?.quote ?? false,
    },
  ];
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt(t('editor.linkPrompt'), previous);
    if (href === null) return;
    if (href === '' || href === 'https://') chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
  };
  return (
    <div className="editor">
      <div className="editor-toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        {marks.map((mark) => (
          <button
            key={mark.name}
            type="button"
            className="btn small ghost"
            aria-pressed={mark.active}
            aria-label={t(`editor.${mark.name}`)}
            title={t(`editor.${mark.name}`)}
            onClick={mark.run}
          >
            {mark.label}
          </button>
        ))}
        <button
          type="button"
          className="btn small ghost"
          aria-pressed={state?.link ?? false}
          onClick={setLink}
        >
          {t('editor.link')}
        </button>
      </div>
      <EditorContent editor={editor} className="editor-content" />
    </div>
  );
}
