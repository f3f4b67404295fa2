import "@mantine/tiptap/styles.layer.css";
import { can, MESSAGES } from "@lineup/shared";
import { Button, Group, Loader, Text, Title } from "@mantine/core";
import { Link, RichTextEditor } from "@mantine/tiptap";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useSnapshot } from "valtio";
import { notifySuccess } from "@/shared/notify";
import { currentUser, session } from "@/state/session";
import { useEmailInformation } from "./api/get-email-information";
import { useSaveEmailInformation } from "./api/save-email-information";

/** The editor for the informational e-mail body; mounted once the stored body is known. */
function EmailEditor({ content, canSave }: { content: string; canSave: boolean }) {
  const save = useSaveEmailInformation();
  // StarterKit v3 bundles its own Link; the Mantine one replaces it so the toolbar's link control works.
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content,
    editable: canSave,
    // The editable area itself carries the label, so screen readers and tests find it as a textbox.
    editorProps: { attributes: { role: "textbox", "aria-multiline": "true", "aria-label": "E-mail body" } },
  });

  const onSave = () => {
    if (!editor) return;
    save.mutate(editor.getHTML(), {
      onSuccess: (saved) => {
        // Show what the server kept: anything unsafe it removed disappears from the editor too.
        editor.commands.setContent(saved.description);
        notifySuccess(MESSAGES.saved);
      },
    });
  };

  return (
    <>
      <RichTextEditor editor={editor}>
        {canSave && (
          <RichTextEditor.Toolbar sticky stickyOffset={60}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Strikethrough />
              <RichTextEditor.ClearFormatting />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.Blockquote />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content />
      </RichTextEditor>
      {canSave && (
        <Group justify="flex-end" mt="md">
          <Button onClick={onSave} loading={save.isPending} disabled={!editor}>
            Save
          </Button>
        </Group>
      )}
    </>
  );
}

/** The informational e-mail body, edited as rich text (spec.md: Email Information). */
export function EmailInformationPage() {
  const user = currentUser(useSnapshot(session));
  const info = useEmailInformation();
  return (
    <>
      <Title order={2} mb="md">
        Email Information
      </Title>
      {info.isPending && <Loader aria-label="Loading" />}
      {info.isError && <Text c="red">The e-mail body could not be loaded.</Text>}
      {info.data && <EmailEditor content={info.data.description} canSave={can(user, "update", "emailInformation")} />}
    </>
  );
}
