import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** One titled group of settings. */
export function SettingsCard({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description?: string;
  /** The content's layout; one column of rows by default. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={cn("grid gap-3", className)}>{children}</CardContent>
    </Card>
  );
}
