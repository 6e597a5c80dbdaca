<?php
/**
 * Markup of the five elements, shared by the shortcodes and the blocks: every attribute is one the
 * element declares (custom-elements.json), every value escaped, the slides and the headline re-built
 * from what they contain so no markup a visitor could see slips through.
 *
 * @package Inlay
 */

defined( 'ABSPATH' ) || exit;

/**
 * An element's opening tag, inner HTML and closing tag.
 *
 * @param string               $tag   `inlay-share`, …
 * @param array<string, mixed> $attrs attribute => value: true → present, false/null/'' → left out, arrays → JSON.
 * @param string               $inner Inner HTML, already safe.
 * @return string
 */
function inlay_element( $tag, array $attrs, $inner = '' ) {
	$known = inlay_elements()[ $tag ] ?? array();
	$html  = '<' . $tag;
	foreach ( $attrs as $name => $value ) {
		$name = strtolower( (string) $name );
		if ( ! in_array( $name, $known, true ) && 'lang' !== $name && 'class' !== $name ) {
			continue;
		}
		if ( null === $value || false === $value || '' === $value || array() === $value ) {
			continue;
		}
		if ( true === $value ) {
			$html .= ' ' . $name;
			continue;
		}
		if ( is_array( $value ) ) {
			$value = wp_json_encode( $value );
		}
		$html .= ' ' . $name . '="' . esc_attr( (string) $value ) . '"';
	}
	inlay_use( substr( $tag, 6 ) );
	return $html . '>' . $inner . '</' . $tag . '>';
}

/**
 * Attribute values given by a site owner (shortcode attributes, a block's advanced attributes),
 * keeping only the element's own attributes; `yes`/`no` words for booleans are left to the element.
 *
 * @param string               $tag   The element.
 * @param array<string, mixed> $given Attributes as given.
 * @return array<string, string>
 */
function inlay_known_attrs( $tag, $given ) {
	$out   = array();
	$known = inlay_elements()[ $tag ] ?? array();
	foreach ( (array) $given as $name => $value ) {
		$name = str_replace( '_', '-', strtolower( (string) $name ) );
		if ( is_string( $name ) && in_array( $name, $known, true ) && is_scalar( $value ) ) {
			$out[ $name ] = (string) $value;
		}
	}
	return $out;
}

/**
 * `<inlay-search>` with the site's search backend (Settings → Inlay), unless the attributes name another.
 *
 * @param array<string, string> $attrs Attributes of the element.
 * @return string
 */
function inlay_render_search( array $attrs ) {
	$s = inlay_settings();
	if ( empty( $attrs['index'] ) && empty( $attrs['records'] ) && empty( $attrs['app-id'] ) ) {
		if ( 'algolia' === $s['search_backend'] && $s['algolia_app_id'] && $s['algolia_search_key'] && $s['algolia_index'] ) {
			$attrs += array(
				'app-id'     => $s['algolia_app_id'],
				'api-key'    => $s['algolia_search_key'],
				'index-name' => $s['algolia_index'],
			);
		} else {
			$attrs['index'] = inlay_index_url();
		}
	}
	if ( empty( $attrs['label'] ) ) {
		$attrs['label'] = __( 'Search this site', 'inlay' );
	}
	return inlay_element( 'inlay-search', $attrs );
}

/**
 * `<inlay-share>` with the site's services and counts backend, unless the attributes name others.
 *
 * @param array<string, string> $attrs Attributes of the element.
 * @return string
 */
function inlay_render_share( array $attrs ) {
	$s = inlay_settings();
	if ( empty( $attrs['services'] ) ) {
		$attrs['services'] = implode( ',', (array) $s['share_services'] );
	}
	$attrs['services'] = implode( ',', array_values( array_intersect( array_map( 'trim', explode( ',', strtolower( $attrs['services'] ) ) ), array_merge( INLAY_SHARE_SERVICES, array( 'twitter', 'email', 'clipboard', 'hn', 'fediverse', 'share' ) ) ) ) );
	if ( empty( $attrs['counts-url'] ) && $s['counts_url'] ) {
		$attrs['counts-url'] = $s['counts_url'];
	}
	if ( isset( $attrs['url'] ) ) {
		$attrs['url'] = esc_url_raw( $attrs['url'] );
	}
	return inlay_element( 'inlay-share', $attrs );
}

/**
 * `<inlay-slider>`: one slide per image, from attachment ids, image records ({id, url, alt}) or the
 * `<img>` tags of some HTML (whatever wpautop wrapped around them is dropped).
 *
 * @param array<string, string> $attrs  Attributes of the element.
 * @param array<int, mixed>     $images Attachment ids or `array( 'id' => …, 'url' => …, 'alt' => … )`.
 * @param string                $html   HTML holding `<img>` tags (a shortcode's content).
 * @return string
 */
function inlay_render_slider( array $attrs, array $images = array(), $html = '' ) {
	$slides = array();
	foreach ( $images as $image ) {
		$id  = is_array( $image ) ? (int) ( $image['id'] ?? 0 ) : (int) $image;
		$alt = is_array( $image ) && isset( $image['alt'] ) ? (string) $image['alt'] : null;
		if ( $id && wp_attachment_is_image( $id ) ) {
			$img_attrs = array( 'loading' => 'lazy' );
			if ( null !== $alt ) {
				$img_attrs['alt'] = $alt;
			}
			$slides[] = wp_get_attachment_image( $id, 'large', false, $img_attrs );
		} elseif ( is_array( $image ) && ! empty( $image['url'] ) ) {
			$slides[] = '<img src="' . esc_url( $image['url'] ) . '" alt="' . esc_attr( (string) $alt ) . '" loading="lazy">';
		}
	}
	if ( '' !== $html && preg_match_all( '/<img\b[^>]*>/i', $html, $found ) ) {
		foreach ( $found[0] as $img ) {
			$slides[] = wp_kses(
				$img,
				array(
					'img' => array(
						'src'     => true,
						'srcset'  => true,
						'sizes'   => true,
						'alt'     => true,
						'width'   => true,
						'height'  => true,
						'loading' => true,
						'class'   => true,
					),
				)
			);
		}
	}
	if ( empty( $attrs['label'] ) ) {
		$attrs['label'] = __( 'Images', 'inlay' );
	}
	return inlay_element( 'inlay-slider', $attrs, implode( '', $slides ) );
}

/**
 * The fields of a form from JSON text (a shortcode's content, a `fields` attribute), tolerating what
 * wpautop and wptexturize may have done to it. Null when it is no JSON.
 *
 * @param string $text JSON: an array of fields or `{ "fields": [...] }`.
 * @return array<mixed>|null
 */
function inlay_form_fields( $text ) {
	$text = trim( (string) $text );
	if ( '' === $text ) {
		return null;
	}
	$data = json_decode( $text, true );
	if ( null === $data ) {
		$clean = preg_replace( '#<br\s*/?>|</?p>#i', '', $text );
		$clean = str_replace( array( '&#8220;', '&#8221;', '&#8243;', '“', '”', '″' ), '"', html_entity_decode( $clean, ENT_QUOTES, 'UTF-8' ) );
		$data  = json_decode( $clean, true );
	}
	return is_array( $data ) ? $data : null;
}

/**
 * `<inlay-form>` with its fields in the `fields` attribute (never a `<script>`).
 *
 * @param array<string, string> $attrs  Attributes of the element.
 * @param array<mixed>|null     $fields The field definition.
 * @return string
 */
function inlay_render_form( array $attrs, $fields ) {
	unset( $attrs['fields'] );
	if ( null !== $fields ) {
		$attrs['fields'] = $fields;
	}
	if ( isset( $attrs['action'] ) ) {
		$attrs['action'] = esc_url_raw( $attrs['action'] );
	}
	if ( isset( $attrs['redirect'] ) ) {
		$attrs['redirect'] = esc_url_raw( $attrs['redirect'] );
	}
	return inlay_element( 'inlay-form', $attrs );
}

/**
 * `<inlay-fit-text>` around a headline (text only).
 *
 * @param array<string, string> $attrs Attributes of the element.
 * @param string                $text  The headline.
 * @return string
 */
function inlay_render_fit_text( array $attrs, $text ) {
	$text = trim( wp_strip_all_tags( (string) $text ) );
	return inlay_element( 'inlay-fit-text', $attrs, esc_html( html_entity_decode( $text, ENT_QUOTES, 'UTF-8' ) ) );
}
