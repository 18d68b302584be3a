import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { Role } from "../api/role-fields";
import "./org-chart.css";
import { OrgChartCard } from "./org-chart-card";
import { buildOrgTree, type OrgNode } from "./role-tree";

export interface OrgChartProps {
  roles: Role[];
  /** The signed-in person, shown first on the cards they fill. */
  meId?: number | null;
  onOpen: (role: Role) => void;
}

const stacks = (node: OrgNode<Role>) =>
  node.children.length > 1 && node.children.every((child) => child.children.length === 0);

/** Past this many roles, the chart opens with only the top levels showing. */
const BIG_TREE = 40;
const OPEN_DEPTH = 2;

function collectBelow(nodes: OrgNode<Role>[], depth: number, limit: number, into: Set<number>) {
  for (const node of nodes) {
    if (depth >= limit && node.children.length > 0) into.add(node.role.id);
    collectBelow(node.children, depth + 1, limit, into);
  }
  return into;
}

/**
 * The reporting tree as an org chart: top-down cards joined by lines, scrolling sideways
 * when wide. Subtrees fold away; a big tree starts folded below its second level so the
 * first view is readable.
 */
export function OrgChart({ roles, meId = null, onOpen }: OrgChartProps) {
  const tree = useMemo(() => buildOrgTree(roles), [roles]);
  const [collapsed, setCollapsed] = useState<Set<number>>(() =>
    roles.length > BIG_TREE ? collectBelow(tree, 1, OPEN_DEPTH, new Set()) : new Set(),
  );
  const scroller = useRef<HTMLDivElement>(null);
  // A tree wider than the screen opens on its middle, where the top roles are.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && box.scrollWidth > box.clientWidth)
      box.scrollLeft = (box.scrollWidth - box.clientWidth) / 2;
  }, [tree]);
  const toggle = (id: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const render = (node: OrgNode<Role>, isRoot: boolean) => {
    const folded = collapsed.has(node.role.id);
    return (
      <>
        <OrgChartCard
          role={node.role}
          isRoot={isRoot}
          descendantCount={node.descendantCount}
          collapsed={folded}
          meId={meId}
          onToggle={() => toggle(node.role.id)}
          onOpen={onOpen}
        />
        {node.children.length > 0 && !folded ? (
          <ul
            // Two or more leaves stack on a spine; anything else spreads out as a tree.
            className={stacks(node) ? "org-stack" : "org-children"}
            aria-label={`Reporting to ${node.role.name}`}
          >
            {node.children.map((child) => (
              <li key={child.role.id}>{render(child, false)}</li>
            ))}
          </ul>
        ) : null}
      </>
    );
  };

  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-xs">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-2.5 text-sm">
        <span className="text-muted-foreground">
          {roles.length === 1 ? "1 role" : `${roles.length} roles`}
          {tree.length > 1 ? `, ${tree.length} at the top` : ""}
        </span>
        <span className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setCollapsed(new Set())}
            disabled={collapsed.size === 0}
          >
            Expand all
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setCollapsed(collectBelow(tree, 0, 0, new Set()))}
          >
            Collapse all
          </Button>
        </span>
      </div>
      <div ref={scroller} className="overflow-x-auto bg-muted/30">
        <ul
          aria-label="Reporting tree"
          className="flex w-max min-w-full items-start justify-center gap-10 px-6 pt-6 pb-10"
        >
          {tree.map((node) => (
            <li key={node.role.id} className="flex flex-col items-center">
              {render(node, true)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
