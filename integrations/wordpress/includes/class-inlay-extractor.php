<?php
/**
 * A post's rendered content → Inlay's section records, the same records `inlay index` (src/cli/extract.mjs)
 * writes for a page whose `<main>` holds the post title as its `<h1>` and then this HTML:
 * - the post title starts the page's own section; every h2–h4 with an id — its own, a wrapper's it opens
 *   (`<section id>`, `<div id>`, `<article id>`, up to five levels), an id or `<a name>` inside it, an
 *   empty anchor just before it (`<a id="x"></a><h2>`), its permalink's target — starts a section linked
 *   as `page#id`, and so does every `<dt>` with an id (a glossary term); an h1–h3 with no id at all is
 *   linked by a text fragment (`page#:~:text=…`); an h4 without one stays text of the section above
 *   (the plugin gives h2/h3 ids when a post is rendered: includes/headings.php);
 * - a section longer than SPLIT_CHARS (UTF-16 units, as JavaScript counts) is cut into several records
 *   with the same URL, at a sentence end (else a space); objectIDs `url`, `url~2`, `url~3` …;
 * - never indexed: nav, header, footer, aside, script, style, template, noscript, form, button, svg,
 *   iframe, object, embed, canvas, video, audio, select, datalist, `[hidden]`, `[data-inlay-ignore]`,
 *   the ARIA roles for the same parts, permalinks (`¶`, `#`, `.headerlink`), comment areas, post meta
 *   and pagers, "edit this page" links, navigation named by class or id (sidebars, a table of
 *   contents, breadcrumbs). Image alt texts are text;
 * - a listing (mostly links, a source code listing, or a tag/category/archive path with links) ranks
 *   ×LISTING_WEIGHT (`weight` on its records), its terms folded into the sections above.
 *
 * Not mirrored (a post has no use for them, or they need the whole site): filters (`data-inlay-filter`)
 * and weights (`data-inlay-weight`), the page's language from its markup, `<main>`/`[data-inlay-body]`
 * regions, noindex/feeds/rel=canonical (the plugin indexes published posts, not files), and pages made of
 * other pages' sections (the CLI compares every page of the site; the plugin indexes no archives).
 *
 * @package Inlay
 */

defined( 'ABSPATH' ) || exit;

/** Section records from a post's HTML (PHP's DOM extension, libxml's HTML parser). */
class Inlay_Extractor {
	const IGNORED        = array( 'nav', 'header', 'footer', 'aside', 'script', 'style', 'template', 'noscript', 'svg', 'iframe', 'object', 'embed', 'canvas', 'video', 'audio', 'select', 'datalist', 'form', 'button' );
	const ROLES          = array( 'navigation', 'banner', 'contentinfo', 'complementary', 'search', 'doc-toc' );
	const INLINE         = array( 'a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'font', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'tt', 'u', 'var', 'label', 'ruby', 'rb', 'rt', 'rp', 'big', 'nobr', 'wbr' );
	const META_CLASSES   = array( 'entry-meta', 'post-meta', 'entry-footer', 'post-footer', 'byline', 'posted-on', 'cat-links', 'tags-links', 'post-tags', 'comments-link', 'post-navigation', 'posts-navigation', 'nav-links', 'paginav', 'pagination', 'pagination-nav', 'sharedaddy', 'share-buttons', 'jp-relatedposts', 'wp-block-post-date', 'wp-block-post-author', 'wp-block-post-author-name', 'wp-block-post-terms', 'wp-block-post-navigation-link', 'theme-doc-footer', 'theme-last-updated', 'md-source-file', 'rst-footer-buttons', 'prev-next', 'page-nav' );
	const COMMENT_CLASSES = array( 'comments-area', 'comment-respond', 'comment-list', 'commentlist', 'comments', 'giscus', 'utterances' );
	const COMMENT_IDS    = array( 'comments', 'respond', 'disqus_thread', 'wpadminbar' );
	const PERMALINK_CLASS = '/headerlink|hash-link|anchor|permalink|id_link|heading-link/i';
	const EDIT_CLASS     = '/(^|[-_\s])edit(-?this)?-?(page|link)|^md-content__button$|^edit-link$/i';
	const NAV_NAME       = '/^(nav|navbar|navheader|navfooter|navigation|menu|sidebar|sphinxsidebar|related|breadcrumbs?|toc|table-of-contents|skip-link|viewcode-link|viewcode-back)$|[-_](nav|navbar|navigation|menu|sidebar|toc|breadcrumbs?)$|^(nav|sidebar|toc)[-_]/i';
	const ARCHIVE_PATH   = '#/(tags?|categor(y|ies)|archives?|authors?|page/\d+)(/|$)#i';
	/** A section's text is cut into records of about this many characters. */
	const SPLIT_CHARS = 6000;
	/** The weight of a listing's records. */
	const LISTING_WEIGHT = 0.1;
	/** JavaScript's `\s` (what the CLI squashes). */
	const SPACE = '[\s\x{00A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}]';
	/** Permalink decorations in headings (#, ¶, §, 🔗, a zero-width space). */
	const DECOR = '/^[\s\x{00A0}\x{1680}\x{2000}-\x{200B}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}#¶§\x{1F517}]+|[\s\x{00A0}\x{1680}\x{2000}-\x{200B}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}#¶§\x{1F517}]+$/u';
	const DECOR_ONLY = '/^[\s\x{00A0}\x{1680}\x{2000}-\x{200B}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}#¶§\x{1F517}]*$/u';

	/**
	 * The sections being collected.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	private $sections = array();
	/** @var string|null */
	private $lvl1 = null;
	/** @var string|null */
	private $lvl2 = null;
	/** @var DOMElement|null The wrapper of the content (no section takes its id). */
	private $root = null;
	/**
	 * Per definition list whose terms opened sections: the section its text after the list belongs to.
	 *
	 * @var SplObjectStorage
	 */
	private $dl_resume;
	/** @var int Characters of text inside `<pre>`. */
	private $code_chars = 0;

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
		return (string) preg_replace( '/^' . self::SPACE . '+|' . self::SPACE . '+$/u', '', (string) preg_replace( '/' . self::SPACE . '+/u', ' ', $s ) );
	}

	/**
	 * Whether text is only whitespace (JavaScript's `!s.trim()`).
	 *
	 * @param string $s Text.
	 * @return bool
	 */
	private static function blank( $s ) {
		return 1 === preg_match( '/^' . self::SPACE . '*$/u', $s );
	}

	/**
	 * JavaScript's encodeURIComponent.
	 *
	 * @param string $s Text.
	 * @return string
	 */
	public static function encode_uri_component( $s ) {
		return strtr( rawurlencode( $s ), array( '%21' => '!', '%27' => "'", '%28' => '(', '%29' => ')', '%2A' => '*', '%7E' => '~' ) );
	}

	/**
	 * Length in UTF-16 code units (JavaScript's `.length`) of UTF-8 text, without mbstring.
	 *
	 * @param string $s Text.
	 * @return int
	 */
	private static function js_length( $s ) {
		// Every byte that does not continue a character starts one; a four-byte one is two units.
		return (int) preg_match_all( '/[^\x80-\xBF]/', $s ) + (int) preg_match_all( '/[\xF0-\xF7]/', $s );
	}

	/**
	 * Cuts text into pieces of about `max` UTF-16 units, at a sentence end (else a space) in each piece's
	 * last fifth: the CLI's splitText().
	 *
	 * @param string $text Squashed text.
	 * @param int    $max  The size.
	 * @return string[]
	 */
	public static function split_text( $text, $max = self::SPLIT_CHARS ) {
		if ( self::js_length( $text ) <= $max ) {
			return array( $text );
		}
		// One entry per UTF-16 unit: a character outside the BMP is followed by an empty one.
		$units = array();
		foreach ( (array) preg_split( '//u', $text, -1, PREG_SPLIT_NO_EMPTY ) as $c ) {
			$units[] = $c;
			if ( 4 === strlen( $c ) ) {
				$units[] = '';
			}
		}
		$out  = array();
		$from = (int) floor( $max * 0.8 );
		while ( count( $units ) > $max ) {
			$sentence = -1;
			$space    = -1;
			for ( $i = $max - 1; $i >= $from && ( $sentence < 0 || $space < 0 ); $i-- ) {
				if ( ' ' === $units[ $i ] ) {
					if ( $space < 0 ) {
						$space = $i;
					}
					if ( $sentence < 0 && $i - 1 >= $from && '.' === $units[ $i - 1 ] ) {
						$sentence = $i - 1;
					}
				}
			}
			$cut   = $sentence >= 0 ? $sentence + 1 : ( $space >= 0 ? $space : $max );
			$out[] = trim( implode( '', array_slice( $units, 0, $cut ) ), ' ' );
			$units = array_slice( $units, $cut );
			while ( $units && ' ' === $units[0] ) {
				array_shift( $units );
			}
			while ( $units && ' ' === $units[ count( $units ) - 1 ] ) {
				array_pop( $units );
			}
		}
		if ( $units || ! $out ) {
			$out[] = implode( '', $units );
		}
		return $out;
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
		$title           = (string) preg_replace( self::DECOR, '', self::squash( $title ) );
		$this->dl_resume = new SplObjectStorage();
		$this->sections  = array( self::section( null, $title, 0, null, null ) );
		$doc             = new DOMDocument();
		$previous        = libxml_use_internal_errors( true );
		$doc->loadHTML( '<?xml encoding="utf-8"?><!DOCTYPE html><html><body><div id="inlay-root">' . $html . '</div></body></html>', LIBXML_NONET | LIBXML_COMPACT );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$this->root = $doc->getElementById( 'inlay-root' );
		if ( $this->root ) {
			$this->walk( $this->root->childNodes, false );
		}
		$listing  = $this->root ? $this->listing( $url, $html ) : false;
		$sections = $this->sections;
		if ( $listing ) {
			// A listing's terms are not sections: their text goes back to the section above.
			for ( $i = count( $sections ) - 1; $i > 0; $i-- ) {
				$s = $sections[ $i ];
				if ( ! $s['term'] && ! $s['resume'] ) {
					continue;
				}
				$sections[ $i - 1 ]['text'][] = ' ';
				if ( $s['term'] ) {
					array_push( $sections[ $i - 1 ]['text'], $s['heading'], ' ' );
				}
				foreach ( $s['text'] as $t ) {
					$sections[ $i - 1 ]['text'][] = $t;
				}
				array_splice( $sections, $i, 1 );
			}
		}
		$resumed = array();
		foreach ( $sections as $s ) {
			if ( $s['resume'] && ! self::blank( implode( '', $s['text'] ) ) ) {
				$resumed[ (string) self::key_of( $s ) ] = true;
			}
		}
		$records = array();
		$by_url  = array();
		foreach ( $sections as $index => $s ) {
			$content = self::squash( implode( '', $s['text'] ) );
			$key     = self::key_of( $s );
			if ( '' === $content && ( $s['resume'] || ( $s['level'] > 0 && null !== $key && isset( $resumed[ $key ] ) && $index > 0 ) ) ) {
				continue; // a heading's text after a definition list: a record of its own only when there is some.
			}
			if ( null !== $s['anchor'] ) {
				$href = $url . '#' . self::encode_uri_component( $s['anchor'] );
			} else {
				$href = null !== $s['fragment'] ? $url . '#' . $s['fragment'] : $url;
			}
			foreach ( self::split_text( $content ) as $k => $part ) {
				if ( $k > 0 && '' === $part ) {
					continue;
				}
				$n         = isset( $by_url[ $href ] ) ? $by_url[ $href ] : 0;
				$r         = array(
					'objectID'  => $n ? $href . '~' . ( $n + 1 ) : $href,
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
					'position'  => count( $records ),
					'content'   => $part,
					'lang'      => $lang,
				);
				if ( $listing ) {
					$r['weight'] = self::LISTING_WEIGHT;
				}
				$by_url[ $href ] = $n + 1;
				$records[]       = $r;
			}
		}
		return $records;
	}

	/**
	 * A new section.
	 *
	 * @param string|null $anchor   Its id.
	 * @param string      $heading  Its heading.
	 * @param int         $level    0, 1 or 2.
	 * @param string|null $lvl1     Its h2.
	 * @param string|null $lvl2     Its h3.
	 * @param string|null $fragment A text fragment (`:~:text=…`) when it has no id.
	 * @return array<string, mixed>
	 */
	private static function section( $anchor, $heading, $level, $lvl1, $lvl2, $fragment = null ) {
		return array(
			'anchor'   => $anchor,
			'fragment' => $fragment,
			'heading'  => $heading,
			'level'    => $level,
			'lvl1'     => $lvl1,
			'lvl2'     => $lvl2,
			'text'     => array(),
			'resume'   => false,
			'term'     => false,
		);
	}

	/**
	 * A section's link key (its anchor, else its text fragment).
	 *
	 * @param array<string, mixed> $s Section.
	 * @return string|null
	 */
	private static function key_of( $s ) {
		return null !== $s['anchor'] ? $s['anchor'] : $s['fragment'];
	}

	/**
	 * Whether the content is a listing (the CLI's rules that apply to one post's HTML).
	 *
	 * @param string $url  The page URL.
	 * @param string $html The content.
	 * @return bool
	 */
	private function listing( $url, $html ) {
		$counts = array(
			'text'  => 0,
			'link'  => 0,
			'links' => 0,
		);
		// Only a page with ten links or more can be mostly links.
		if ( preg_match_all( '/<a\s/', $html ) >= 10 ) {
			self::count( $this->root->childNodes, false, $counts );
		}
		$raw = 0;
		foreach ( $this->sections as $s ) {
			$raw += self::js_length( implode( '', $s['text'] ) );
		}
		if ( $this->code_chars > 2000 && $this->code_chars >= 0.8 * $raw ) {
			return true;
		}
		if ( ( $counts['links'] >= 10 && $counts['link'] >= 0.6 * $counts['text'] ) || ( $counts['links'] >= 100 && $counts['link'] >= 0.5 * $counts['text'] ) ) {
			return true;
		}
		// Links are counted only on a page with ten of them (as the CLI does): a path needs five.
		return preg_match( self::ARCHIVE_PATH, $url ) && $counts['links'] >= 5;
	}

	/**
	 * Counts indexed text characters (no whitespace), those inside links, and links.
	 *
	 * @param DOMNodeList          $nodes   Nodes.
	 * @param bool                 $in_link Inside a link.
	 * @param array<string, int>   $counts  The counts.
	 */
	private static function count( $nodes, $in_link, array &$counts ) {
		foreach ( $nodes as $n ) {
			if ( XML_TEXT_NODE === $n->nodeType ) {
				$k               = self::js_length( (string) preg_replace( '/' . self::SPACE . '+/u', '', $n->nodeValue ) );
				$counts['text'] += $k;
				if ( $in_link ) {
					$counts['link'] += $k;
				}
			} elseif ( $n instanceof DOMElement && '' === self::left_out_by( $n ) ) {
				$is_link = 'a' === strtolower( $n->nodeName ) && '' !== $n->getAttribute( 'href' );
				if ( $is_link ) {
					++$counts['links'];
				}
				self::count( $n->childNodes, $in_link || $is_link, $counts );
			}
		}
	}

	/**
	 * A heading's or term's permalink: `<a href="#…">` with a permalink class, or only "#", "¶"… as text.
	 *
	 * @param DOMElement $el The element.
	 * @return bool
	 */
	private static function is_permalink( DOMElement $el ) {
		if ( 'a' !== strtolower( $el->nodeName ) || 0 !== strpos( $el->getAttribute( 'href' ), '#' ) ) {
			return false;
		}
		return preg_match( self::PERMALINK_CLASS, $el->getAttribute( 'class' ) ) || preg_match( self::DECOR_ONLY, $el->textContent );
	}

	/**
	 * Why an element is left out ('' = it is indexed): the CLI's leftOutBy().
	 *
	 * @param DOMElement $el The element.
	 * @return string
	 */
	private static function left_out_by( DOMElement $el ) {
		$name = strtolower( $el->nodeName );
		if ( in_array( $name, self::IGNORED, true ) ) {
			return $name;
		}
		if ( $el->hasAttribute( 'role' ) && in_array( $el->getAttribute( 'role' ), self::ROLES, true ) ) {
			return 'role';
		}
		if ( $el->hasAttribute( 'hidden' ) || $el->hasAttribute( 'data-inlay-ignore' ) ) {
			return 'hidden';
		}
		if ( self::is_permalink( $el ) ) {
			return 'permalinks';
		}
		$id = $el->getAttribute( 'id' );
		if ( '' !== $id && in_array( $id, self::COMMENT_IDS, true ) ) {
			return 'comments';
		}
		if ( '' !== $id && preg_match( self::NAV_NAME, $id ) ) {
			return 'navigation';
		}
		$classes = preg_split( '/\s+/', $el->getAttribute( 'class' ), -1, PREG_SPLIT_NO_EMPTY );
		if ( ! $classes ) {
			return '';
		}
		foreach ( $classes as $c ) {
			if ( preg_match( self::NAV_NAME, $c ) ) {
				return 'navigation';
			}
		}
		if ( array_intersect( $classes, self::COMMENT_CLASSES ) ) {
			return 'comments';
		}
		if ( array_intersect( $classes, self::META_CLASSES ) ) {
			return 'post meta';
		}
		foreach ( $classes as $c ) {
			if ( preg_match( self::EDIT_CLASS, $c ) ) {
				return 'edit links';
			}
		}
		return '';
	}

	/**
	 * Text of a subtree (left-out parts skipped, word breaks at block boundaries), squashed.
	 *
	 * @param DOMNodeList $nodes Nodes.
	 * @return string
	 */
	private static function text_of( $nodes ) {
		$out = array();
		self::text_into( $nodes, $out );
		return self::squash( implode( '', $out ) );
	}

	/**
	 * See text_of().
	 *
	 * @param DOMNodeList $nodes Nodes.
	 * @param string[]    $out   Text pieces.
	 */
	private static function text_into( $nodes, array &$out ) {
		foreach ( $nodes as $n ) {
			if ( XML_TEXT_NODE === $n->nodeType || XML_CDATA_SECTION_NODE === $n->nodeType ) {
				$out[] = $n->nodeValue;
			} elseif ( $n instanceof DOMElement && '' === self::left_out_by( $n ) ) {
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
	 * A node with no text of its own (an anchor target, whitespace, a comment).
	 *
	 * @param DOMNode $n The node.
	 * @return bool
	 */
	private static function is_empty( DOMNode $n ) {
		if ( XML_TEXT_NODE === $n->nodeType ) {
			return self::blank( $n->nodeValue );
		}
		if ( XML_COMMENT_NODE === $n->nodeType ) {
			return true;
		}
		return $n instanceof DOMElement && 'img' !== strtolower( $n->nodeName ) && self::blank( $n->textContent );
	}

	/**
	 * The anchor a heading or a `<dt>` is linked by (the CLI's anchorOf()), '' for none.
	 *
	 * @param DOMElement $h The heading.
	 * @return string
	 */
	private function anchor_of( DOMElement $h ) {
		if ( '' !== $h->getAttribute( 'id' ) ) {
			return $h->getAttribute( 'id' );
		}
		// The id of a wrapper it opens (never the content's own wrapper).
		$child = $h;
		for ( $depth = 0; $depth < 5; $depth++ ) {
			$parent = $child->parentNode;
			if ( ! $parent instanceof DOMElement || $parent === $this->root || ! in_array( strtolower( $parent->nodeName ), array( 'section', 'div', 'article' ), true ) ) {
				break;
			}
			$first = null;
			foreach ( $parent->childNodes as $c ) {
				if ( $c instanceof DOMElement && ! self::is_empty( $c ) ) {
					$first = $c;
					break;
				}
			}
			if ( $first !== $child ) {
				break;
			}
			if ( '' !== $parent->getAttribute( 'id' ) ) {
				return $parent->getAttribute( 'id' );
			}
			$child = $parent;
		}
		// An id or `<a name>` inside it.
		foreach ( $h->getElementsByTagName( '*' ) as $el ) {
			$found = $el->getAttribute( 'id' );
			if ( '' === $found && 'a' === strtolower( $el->nodeName ) ) {
				$found = $el->getAttribute( 'name' );
			}
			if ( '' !== $found ) {
				return $found;
			}
		}
		// An empty anchor just before it.
		for ( $prev = $h->previousSibling; $prev && self::is_empty( $prev ); $prev = $prev->previousSibling ) {
			if ( $prev instanceof DOMElement ) {
				if ( '' !== $prev->getAttribute( 'id' ) ) {
					return $prev->getAttribute( 'id' );
				}
				if ( 'a' === strtolower( $prev->nodeName ) && '' !== $prev->getAttribute( 'name' ) ) {
					return $prev->getAttribute( 'name' );
				}
			}
		}
		// Its permalink's target.
		foreach ( $h->getElementsByTagName( 'a' ) as $el ) {
			if ( self::is_permalink( $el ) ) {
				$target  = substr( $el->getAttribute( 'href' ), 1 );
				$decoded = rawurldecode( $target );
				return preg_match( '//u', $decoded ) ? $decoded : $target;
			}
		}
		return '';
	}

	/**
	 * A text fragment for a heading that has no id (`:~:text=Getting%20started`).
	 *
	 * @param string $heading The heading.
	 * @return string
	 */
	private static function text_fragment( $heading ) {
		$words = implode( ' ', array_slice( explode( ' ', $heading ), 0, 8 ) );
		return ':~:text=' . str_replace( '-', '%2D', self::encode_uri_component( $words ) );
	}

	/**
	 * Walks the content, opening a section at each linkable heading and term.
	 *
	 * @param DOMNodeList $nodes   Nodes.
	 * @param bool|null   $in_pre  Inside `<pre>` (null) or not (false).
	 */
	private function walk( $nodes, $in_pre ) {
		foreach ( $nodes as $n ) {
			$cur = count( $this->sections ) - 1;
			if ( XML_TEXT_NODE === $n->nodeType || XML_CDATA_SECTION_NODE === $n->nodeType ) {
				$this->sections[ $cur ]['text'][] = $n->nodeValue;
				if ( null === $in_pre ) {
					$this->code_chars += self::js_length( $n->nodeValue );
				}
				continue;
			}
			if ( ! $n instanceof DOMElement || '' !== self::left_out_by( $n ) ) {
				continue;
			}
			$name = strtolower( $n->nodeName );
			if ( preg_match( '/^h([1-4])$/', $name, $m ) ) {
				$hl      = (int) $m[1];
				$heading = (string) preg_replace( self::DECOR, '', self::text_of( $n->childNodes ) );
				$level   = $hl <= 2 ? 1 : 2;
				$anchor  = '' !== $heading ? $this->anchor_of( $n ) : '';
				if ( '' !== $heading && ( '' !== $anchor || $hl <= 3 ) ) {
					if ( 1 === $level ) {
						$this->lvl1 = $heading;
						$this->lvl2 = null;
					} else {
						$this->lvl2 = $heading;
					}
					$this->sections[] = self::section( '' !== $anchor ? $anchor : null, $heading, $level, $this->lvl1, $this->lvl2, '' !== $anchor ? null : self::text_fragment( $heading ) );
					continue;
				}
				$this->sections[ $cur ]['text'][] = ' ' . $heading . ' ';
				continue;
			}
			if ( 'dt' === $name ) {
				$anchor = '' !== $n->getAttribute( 'id' ) ? $n->getAttribute( 'id' ) : $this->anchor_of( $n );
				$term   = self::text_of( $n->childNodes );
				if ( '' !== $anchor && '' !== $term ) {
					// A glossary term: its own section under the heading above; the text after its list
					// goes back to that heading's section.
					$parent  = $this->sections[ $cur ];
					$open    = strpos( $term, '(' );
					$heading = self::js_length( $term ) > 80 && false !== $open ? self::squash( substr( $term, 0, $open ) ) . '()' : $term;
					$s       = self::section( $anchor, $heading, 2, null !== $this->lvl2 ? $this->lvl2 : $this->lvl1, $heading );
					if ( $heading !== $term ) {
						$s['text'] = array( $term, ' ' );
					}
					$s['term']        = true;
					$this->sections[] = $s;
					$dl               = $n->parentNode;
					if ( $dl instanceof DOMElement && 'dl' === strtolower( $dl->nodeName ) && ! $this->dl_resume->contains( $dl ) ) {
						$this->dl_resume[ $dl ] = $parent;
					}
					continue;
				}
			}
			$block = ! in_array( $name, self::INLINE, true );
			if ( $block ) {
				$this->sections[ $cur ]['text'][] = ' ';
			}
			if ( 'img' === $name && '' !== $n->getAttribute( 'alt' ) ) {
				$this->sections[ $cur ]['text'][] = $n->getAttribute( 'alt' );
			}
			$this->walk( $n->childNodes, 'pre' === $name || null === $in_pre ? null : false );
			if ( $block ) {
				$this->sections[ count( $this->sections ) - 1 ]['text'][] = ' ';
			}
			if ( 'dl' === $name && $this->dl_resume->contains( $n ) ) {
				$resume           = $this->dl_resume[ $n ];
				$resume['text']   = array();
				$resume['resume'] = true;
				$this->sections[] = $resume;
			}
		}
	}
}
