import { ExternalLink } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { ProcessDetail } from "../api/process-fields";
import { DetailItem, Nothing } from "@/components/ui/detail-item";

/**
 * What the process is: handle, category, labels, roles, description and documents.
 * `wholeOrg` false: the viewer is a User-type member, whom the API shows only the roles
 * they fill, so an absent owner or a short role list says nothing about the others.
 */
export function ProcessDetailsCard({
  process,
  wholeOrg = true,
}: {
  process: ProcessDetail;
  wholeOrg?: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-5 sm:grid-cols-2">
          <DetailItem label="Handle">
            <span className="font-medium">{process.processHandle}</span>
          </DetailItem>
          <DetailItem label="Category">
            {process.cat ? (
              <span>
                <span className="font-medium">{process.cat.prefix}</span>
                {process.cat.description ? (
                  <span className="text-muted-foreground"> — {process.cat.description}</span>
                ) : null}
              </span>
            ) : (
              <Nothing>No category</Nothing>
            )}
          </DetailItem>
          <DetailItem label="Owning role">
            {process.role ? (
              <span>
                <Badge variant="outline">{process.role.roleHandle}</Badge>{" "}
                <span className="text-muted-foreground">{process.role.name}</span>
              </span>
            ) : (
              <Nothing>{wholeOrg ? "No owner" : "None of your roles"}</Nothing>
            )}
          </DetailItem>
          <DetailItem label={wholeOrg ? "Assigned roles" : "Your assigned roles"}>
            {process.assignedRoles.length > 0 ? (
              <span className="flex flex-wrap gap-1">
                {process.assignedRoles.map((role) => (
                  <Badge key={role.id} variant="outline" title={role.name}>
                    {role.roleHandle}
                  </Badge>
                ))}
              </span>
            ) : (
              <Nothing>No assigned role: nobody gets its tasks</Nothing>
            )}
          </DetailItem>
          <DetailItem className="sm:col-span-2" label="Labels">
            {process.labels.length > 0 ? (
              <span className="flex flex-wrap gap-1">
                {process.labels.map((label) => (
                  <Badge key={label.id} variant="secondary">
                    {label.label}
                  </Badge>
                ))}
              </span>
            ) : (
              <Nothing>No labels</Nothing>
            )}
          </DetailItem>
          <DetailItem className="sm:col-span-2" label="Description">
            {process.description ? (
              <span className="whitespace-pre-wrap">{process.description}</span>
            ) : (
              <Nothing>No description</Nothing>
            )}
          </DetailItem>
          <DetailItem className="sm:col-span-2" label="Documents">
            {process.docs.length > 0 ? (
              <ul className="grid gap-1.5">
                {process.docs.map((doc) => (
                  <li key={doc.id}>
                    <a
                      href={doc.value}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1.5 font-medium text-primary hover:underline"
                    >
                      {doc.name}
                      <ExternalLink aria-hidden className="size-3.5" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                    <span className="ml-2 hidden truncate text-xs text-muted-foreground sm:inline">
                      {doc.value}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <Nothing>No documents</Nothing>
            )}
          </DetailItem>
        </dl>
      </CardContent>
    </Card>
  );
}
