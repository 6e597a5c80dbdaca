<?php
/**
 * kses: the five elements and their attributes (custom-elements.json) are allowed in posts for every
 * role, so an Author's `<inlay-share services="x,mail">` survives saving. Never `<script>`: a form's
 * fields go in its `fields` attribute. URL attributes (`action`, `url`, `redirect`, …) still pass
 * WordPress's protocol check, so `javascript:` is removed as anywhere else.
 *
 * @package Inlay
 */

defined( 'ABSPATH' ) || exit;

/**
 * Adds the elements to kses's allowed HTML for post content.
 *
 * @param array<string, mixed> $allowed The allowed tags and attributes.
 * @param string|array         $context The kses context.
 * @return array<string, mixed>
 */
function inlay_kses_allowed( $allowed, $context ) {
	if ( 'post' !== $context ) {
		return $allowed;
	}
	foreach ( inlay_elements() as $tag => $attributes ) {
		$list = array(
			'class'  => true,
			'id'     => true,
			'lang'   => true,
			'dir'    => true,
			'style'  => true,
			'data-*' => true,
		);
		foreach ( $attributes as $name ) {
			$list[ $name ] = true;
		}
		$allowed[ $tag ] = $list;
	}
	return $allowed;
}
add_filter( 'wp_kses_allowed_html', 'inlay_kses_allowed', 10, 2 );

/**
 * The URL attributes of the elements join kses's protocol check.
 *
 * @param string[] $attributes URI attributes.
 * @return string[]
 */
function inlay_kses_uri_attributes( $attributes ) {
	return array_merge( $attributes, array( 'url', 'redirect', 'counts-url', 'captcha-src', 'privacy-url', 'records', 'index', 'media' ) );
}
add_filter( 'wp_kses_uri_attributes', 'inlay_kses_uri_attributes' );
