import { SimpleGrid, Title } from "@mantine/core";
import { useSnapshot } from "valtio";
import { session } from "@/state/session";
import { ApiTokensCard } from "./api-tokens-card";
import { PasswordCard } from "./password-card";
import { ProfileCard } from "./profile-card";
import { WeeklyReportCard } from "./weekly-report-card";

/** /perfil: edit card, change-password card, the weekly report subscriptions and the personal API tokens. */
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
        <WeeklyReportCard />
        <ApiTokensCard />
      </SimpleGrid>
    </>
  );
}
