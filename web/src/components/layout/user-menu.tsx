import { ChevronDown, CircleUser, LogOut } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useSession } from "@/lib/session/use-session";

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    parts.length > 1
      ? [parts[0]?.[0], parts[parts.length - 1]?.[0]]
      : [parts[0]?.[0], parts[0]?.[1]];
  return letters.filter(Boolean).join("").toUpperCase() || "?";
}

/** The signed-in person's name and kind, with profile and sign-out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, can, signOut } = useSession();
  if (!user) return null;
  return (
    <DropdownMenu>
      {/* Named by what it shows (name and kind, even where the screen is too narrow to show
          them), then "Account menu": a spoken "click <name>" finds it. The initials are drawn
          from an attribute, so they are not text that the name would have to repeat. */}
      <DropdownMenuTrigger className="flex items-center gap-2.5 rounded-lg py-1 pr-1.5 pl-1 outline-none transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring data-[state=open]:bg-muted sm:pr-2">
        <span
          aria-hidden
          data-initials={initials(user.name)}
          className="grid size-8 place-content-center rounded-full bg-primary/12 text-xs font-semibold text-primary before:content-[attr(data-initials)] dark:bg-primary/25"
        />
        <span className="sr-only min-w-0 text-left leading-tight sm:not-sr-only sm:block">
          <span className="block max-w-40 truncate text-sm font-medium">{user.name}</span>
          <span className="block text-xs text-muted-foreground">{user.userType}</span>
        </span>
        <span className="sr-only">{t("shell.account")}</span>
        <ChevronDown className="hidden size-3.5 text-muted-foreground sm:block" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate font-medium">{user.name}</span>
          <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {can("read", "myProfile") && (
          <DropdownMenuItem asChild>
            <Link to={`/myProfile/${user.id}`}>
              <CircleUser /> {t("shell.myProfile")}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem variant="destructive" onSelect={() => void signOut()}>
          <LogOut /> {t("shell.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
