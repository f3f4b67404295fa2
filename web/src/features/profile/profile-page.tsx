import { SimpleGrid, Title } from "@mantine/core";
import { useSnapshot } from "valtio";
import { session } from "@/state/session";
import { PasswordCard } from "./password-card";
import { ProfileCard } from "./profile-card";

/** /perfil: edit card and change-password card. */
export function ProfilePage() {
  const { user } = useSnapshot(session);
  if (!user) return null;
  return (
    <>
      <Title order={2} mb="md">
        Profile
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ProfileCard key={user.id} user={user} />
        <PasswordCard />
      </SimpleGrid>
    </>
  );
}
