/** CMS rich text as React elements (parsed, never injected as HTML). */
import type { ReactNode } from "react";
import { parseRichText, type Block, type Inline } from "./rich-text/parse";

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case "text":
        return node.value;
      case "strong":
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case "em":
        return <em key={i}>{renderInline(node.children)}</em>;
      case "code":
        return <code key={i}>{node.value}</code>;
      case "link": {
        const external = /^https?:/i.test(node.href);
        return (
          <a key={i} href={node.href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
            {renderInline(node.children)}
          </a>
        );
      }
    }
  });
}

function renderBlock(block: Block, i: number): ReactNode {
  switch (block.type) {
    case "paragraph":
      return <p key={i}>{renderInline(block.children)}</p>;
    case "heading": {
      const Tag = `h${block.level}` as const;
      return <Tag key={i}>{renderInline(block.children)}</Tag>;
    }
    case "quote":
      return <blockquote key={i}>{renderInline(block.children)}</blockquote>;
    case "list": {
      const Tag = block.ordered ? "ol" : "ul";
      return (
        <Tag key={i}>
          {block.items.map((item, j) => (
            <li key={j}>{renderInline(item)}</li>
          ))}
        </Tag>
      );
    }
  }
}

export function RichText({ value, className = "rich-text" }: { value: unknown; className?: string }) {
  const blocks = parseRichText(value);
  if (!blocks.length) return null;
  return <div className={className}>{blocks.map(renderBlock)}</div>;
}
