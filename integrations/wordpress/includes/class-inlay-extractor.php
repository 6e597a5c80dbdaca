<?php
/**
 * A post's rendered content → Inlay's section records, the same records `inlay index` (src/cli/extract.mjs)
 * writes for the same HTML: the post title starts the page's own section, every h1–h3 with an id (or an
 * id inside it, or a wrapping section/div/article with an id that it opens) starts a section linked as
 * `page#id`; a heading without an id stays text of the section above (the plugin gives h2/h3 ids when
 * a post is rendered: includes/headings.php). Never indexed: nav, header, footer, aside, script, style,
 * template, noscript, svg, iframe, object, embed, canvas, video, audio, select, datalist, `[hidden]`,
 * `[data-inlay-ignore]` and the ARIA roles for the same parts. Image alt texts are text.
 *
 * Not mirrored (a post has no use for them): filters (`data-inlay-filter`) and weights (`data-inlay-weight`).
 *
 * @package Inlay
 */

defined( 'ABSPATH' ) || exit;

/** Section records from a post's HTML (PHP's DOM extension, libxml's HTML parser). */
class Inlay_Extractor {
	const IGNORED           = array( 'nav', 'header', 'footer', 'aside', 'script', 'style', 'template', 'noscript', 'svg', 'iframe', 'object', 'embed', 'canvas', 'video', 'audio', 'select', 'datalist' );
	const ROLES             = array( 'navigation', 'banner', 'contentinfo', 'complementary', 'search', 'doc-toc' );
	const INLINE            = array( 'a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'font', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'tt', 'u', 'var', 'label', 'ruby', 'rb', 'rt', 'rp', 'big', 'nobr', 'wbr' );
	const MAX_SECTION_CHARS = 20000;
	/** JavaScript's `\s` (what the CLI squashes). */
	const SPACE = '[\s\x{00A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}]';
	/** Permalink decorations in headings (#, ¶, §, 🔗). */
	const DECOR = '/^[\s#¶§\x{1F517}]+|[\s#¶§\x{1F517}]+$/u';

	/**
	 * The sections being collected.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	private $sections = array();
	/**
	 * Anchors seen.
	 *
	 * @var array<string, true>
	 */
	private $seen = array();
	/** @var string|null */
	private $lvl1 = null;
	/** @var string|null */
	private $lvl2 = null;

	/**
	 * The records of one page.
	 *
	 * @param string $title The page title (the post's).
	 * @param string $url   The page URL (the permalink, or a path).
	 * @param string $html  The rendered content.
	 * @param string $lang  The language (`en-us`).
	 * @return array<int, array<string, mixed>>
	 */
	public static function records( $title, $url, $html, $lang ) {
		$x = new self();
		return $x->extract( (string) $title, (string) $url, (string) $html, (string) $lang );
	}

	/**
	 * Collapses whitespace the way the CLI does.
	 *
	 * @param string $s Text.
	 * @return string
	 */
	public static function squash( $s ) {
		return trim( (string) preg_replace( '/' . self::SPACE . '+/u', ' ', $s ), " \t\n\r\0\x0B" );
	}

	/**
	 * JavaScript's encodeURIComponent.
	 *
	 * @param string $s Text.
	 * @return string
	 */
	public static function encode_uri_component( $s ) {
		return strtr( rawurlencode( $s ), array( '%21' => '!', '%27' => "'", '%28' => '(', '%29' => ')', '%2A' => '*' ) );
	}

	/**
	 * See records().
	 *
	 * @param string $title Title.
	 * @param string $url   URL.
	 * @param string $html  HTML.
	 * @param string $lang  Language.
	 * @return array<int, array<string, mixed>>
	 */
	private function extract( $title, $url, $html, $lang ) {
		$title          = self::squash( $title );
		$this->sections = array(
			array(
				'anchor'  => null,
				'heading' => $title,
				'level'   => 0,
				'lvl1'    => null,
				'lvl2'    => null,
				'text'    => array(),
			),
		);
		$doc            = new DOMDocument();
		$previous       = libxml_use_internal_errors( true );
		$doc->loadHTML( '<?xml encoding="utf-8"?><!DOCTYPE html><html><body><div id="inlay-root">' . $html . '</div></body></html>', LIBXML_NONET | LIBXML_COMPACT );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$root = $doc->getElementById( 'inlay-root' );
		if ( $root ) {
			$this->walk( $root->childNodes );
		}
		$records = array();
		foreach ( $this->sections as $position => $s ) {
			$content = self::squash( implode( '', $s['text'] ) );
			if ( mb_strlen( $content ) > self::MAX_SECTION_CHARS ) {
				$content = preg_replace( '/' . self::SPACE . '+\S*$/u', '', mb_substr( $content, 0, self::MAX_SECTION_CHARS ) ) . '…';
			}
			$href      = null !== $s['anchor'] ? $url . '#' . self::encode_uri_component( $s['anchor'] ) : $url;
			$records[] = array(
				'objectID'  => $href,
				'url'       => $href,
				'page'      => $url,
				'anchor'    => $s['anchor'],
				'title'     => $title,
				'heading'   => $s['heading'],
				'hierarchy' => array(
					'lvl0' => $title,
					'lvl1' => $s['level'] >= 1 ? $s['lvl1'] : null,
					'lvl2' => $s['level'] >= 2 ? $s['lvl2'] : null,
				),
				'level'     => $s['level'],
				'position'  => $position,
				'content'   => $content,
				'lang'      => $lang,
			);
		}
		return $records;
	}

	/**
	 * Whether an element and its content are left out.
	 *
	 * @param DOMElement $el The element.
	 * @return bool
	 */
	private static function ignored( DOMElement $el ) {
		$name = strtolower( $el->nodeName );
		if ( in_array( $name, self::IGNORED, true ) ) {
			return true;
		}
		if ( $el->hasAttribute( 'role' ) && in_array( $el->getAttribute( 'role' ), self::ROLES, true ) ) {
			return true;
		}
		return $el->hasAttribute( 'hidden' ) || $el->hasAttribute( 'data-inlay-ignore' );
	}

	/**
	 * Text of a subtree (ignored parts skipped, word breaks at block boundaries), not squashed.
	 *
	 * @param DOMNodeList $nodes Nodes.
	 * @param string[]    $out   Text pieces.
	 */
	private static function text_into( $nodes, array &$out ) {
		foreach ( $nodes as $n ) {
			if ( XML_TEXT_NODE === $n->nodeType || XML_CDATA_SECTION_NODE === $n->nodeType ) {
				$out[] = $n->nodeValue;
			} elseif ( $n instanceof DOMElement && ! self::ignored( $n ) ) {
				$block = ! in_array( strtolower( $n->nodeName ), self::INLINE, true );
				if ( $block ) {
					$out[] = ' ';
				}
				if ( 'img' === strtolower( $n->nodeName ) && '' !== $n->getAttribute( 'alt' ) ) {
					$out[] = $n->getAttribute( 'alt' );
				}
				self::text_into( $n->childNodes, $out );
				if ( $block ) {
					$out[] = ' ';
				}
			}
		}
	}

	/**
	 * The anchor a heading is linked by: its id, an id (or `<a name>`) inside it, or the id of a
	 * section/div/article it opens.
	 *
	 * @param DOMElement $h The heading.
	 * @return string
	 */
	private static function anchor_of( DOMElement $h ) {
		if ( '' !== $h->getAttribute( 'id' ) ) {
			return $h->getAttribute( 'id' );
		}
		foreach ( $h->getElementsByTagName( '*' ) as $el ) {
			$found = $el->getAttribute( 'id' );
			if ( '' === $found && 'a' === strtolower( $el->nodeName ) ) {
				$found = $el->getAttribute( 'name' );
			}
			if ( '' !== $found ) {
				return $found;
			}
		}
		$parent = $h->parentNode;
		if ( $parent instanceof DOMElement && '' !== $parent->getAttribute( 'id' ) && 'inlay-root' !== $parent->getAttribute( 'id' ) && in_array( strtolower( $parent->nodeName ), array( 'section', 'div', 'article' ), true ) ) {
			foreach ( $parent->childNodes as $child ) {
				if ( $child instanceof DOMElement ) {
					return $child === $h ? $parent->getAttribute( 'id' ) : '';
				}
			}
		}
		return '';
	}

	/**
	 * Walks the content, opening a section at each linkable heading.
	 *
	 * @param DOMNodeList $nodes Nodes.
	 */
	private function walk( $nodes ) {
		foreach ( $nodes as $n ) {
			$cur = count( $this->sections ) - 1;
			if ( XML_TEXT_NODE === $n->nodeType || XML_CDATA_SECTION_NODE === $n->nodeType ) {
				$this->sections[ $cur ]['text'][] = $n->nodeValue;
				continue;
			}
			if ( ! $n instanceof DOMElement || self::ignored( $n ) ) {
				continue;
			}
			$name = strtolower( $n->nodeName );
			if ( preg_match( '/^h([1-3])$/', $name, $m ) ) {
				$pieces = array();
				self::text_into( $n->childNodes, $pieces );
				$heading = (string) preg_replace( self::DECOR, '', self::squash( implode( '', $pieces ) ) );
				$level   = '3' === $m[1] ? 2 : 1;
				if ( 1 === $level ) {
					$this->lvl1 = $heading;
					$this->lvl2 = null;
				} else {
					$this->lvl2 = $heading;
				}
				$anchor = self::anchor_of( $n );
				if ( '' !== $anchor && '' !== $heading ) {
					$this->seen[ $anchor ] = true;
					$this->sections[]      = array(
						'anchor'  => $anchor,
						'heading' => $heading,
						'level'   => $level,
						'lvl1'    => $this->lvl1,
						'lvl2'    => $this->lvl2,
						'text'    => array(),
					);
					continue;
				}
				$this->sections[ $cur ]['text'][] = ' ' . $heading . ' ';
				continue;
			}
			$block = ! in_array( $name, self::INLINE, true );
			if ( $block ) {
				$this->sections[ $cur ]['text'][] = ' ';
			}
			if ( 'img' === $name && '' !== $n->getAttribute( 'alt' ) ) {
				$this->sections[ $cur ]['text'][] = $n->getAttribute( 'alt' );
			}
			$this->walk( $n->childNodes );
			if ( $block ) {
				$this->sections[ count( $this->sections ) - 1 ]['text'][] = ' ';
			}
		}
	}
}
