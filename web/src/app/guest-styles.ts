/**
 * Mantine's styles for what a guest sees (login, register, the password screens, the
 * not-found page, notices and confirm dialogs), in Mantine's documented order: the first
 * visit downloads these, not the whole library's (issue 24's 200 KB budget). The logged-in
 * layout and the wall import all of Mantine's styles with their chunks. Every file is in
 * the `mantine` CSS layer, so a rule loaded twice, or later by a lazy chunk, never
 * outranks the app's own styles.
 */
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Group.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Text.layer.css";
import "@mantine/core/styles/Anchor.layer.css";
import "@mantine/core/styles/Button.layer.css";
import "@mantine/core/styles/Card.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Image.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/Notification.layer.css";
import "@mantine/core/styles/PasswordInput.layer.css";
import "@mantine/core/styles/Stack.layer.css";
import "@mantine/core/styles/Title.layer.css";
import "@mantine/notifications/styles.layer.css";
