import { UserX } from "lucide-react";
import { PageLoadState } from "@/components/load-state";

/** What a person screen (their page, their profile) shows before it has the person. */
export function PersonLoadState(props: {
  error: Error | null;
  notFound?: boolean;
  onRetry?: () => void;
}) {
  return (
    <PageLoadState
      noun="person"
      icon={UserX}
      back={{ to: "/", label: "Go to the dashboard" }}
      {...props}
    />
  );
}
